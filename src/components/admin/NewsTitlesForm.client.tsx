'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { deleteNewsAction, updateNewsTitlesAction } from '@/app/(admin)/admin/_actions/news';
import type { ActionError, ActionResult } from '@/schemas/action-result';
import type { Locale } from '@/i18n/locales';
import { type NewsCreate, newsCreateSchema } from '@/schemas/news';

import { type LanguageTabsLabels, LocalizedInputs } from './LanguageTabs.client';
import { useLeaveWarning } from './LeaveWarning.client';

export interface NewsTitlesLabels {
  heading: string;
  title: string;
  save: string;
  saved: string;
  /** Before the reason of a refused save or delete. */
  failed: string;
  delete: string;
  confirmDelete: string;
  tabs: LanguageTabsLabels;
  errors: Record<ActionError, string>;
}

const unexpected = { ok: false, error: 'unexpected' } as const;

/** The five titles of an article edited in place (only the changed ones are sent), and Delete news. */
export function NewsTitlesForm(props: {
  newsId: number;
  titles: NewsCreate;
  locale: Locale;
  labels: NewsTitlesLabels;
}) {
  const { newsId, labels } = props;
  const router = useRouter();
  const [status, setStatus] = useState<{ saved: true } | { failure: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<NewsCreate>({ resolver: zodResolver(newsCreateSchema), defaultValues: props.titles });
  const { isDirty, dirtyFields } = form.formState;
  useLeaveWarning(isDirty);

  const fail = (result: Extract<ActionResult, { ok: false }>) =>
    setStatus({ failure: `${labels.failed}${labels.errors[result.error]}` });

  const save = form.handleSubmit((titles) => {
    const changes = Object.fromEntries(
      Object.entries(titles).filter(([field]) => dirtyFields[field as keyof NewsCreate]),
    );
    if (Object.keys(changes).length === 0) return;
    startTransition(async () => {
      const result = await updateNewsTitlesAction({ id: newsId, changes }).catch(() => unexpected);
      if (!result.ok) return fail(result);
      form.reset(titles);
      setStatus({ saved: true });
      router.refresh();
    });
  });

  function remove() {
    if (!window.confirm(labels.confirmDelete)) return;
    startTransition(async () => {
      const result = await deleteNewsAction({ id: newsId }).catch(() => unexpected);
      if (!result.ok) return fail(result);
      form.reset(form.getValues());
      router.push('/admin/news');
    });
  }

  return (
    <section aria-labelledby="news-titles" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="news-titles" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <form onSubmit={save} noValidate className="mt-2" onChange={() => setStatus(null)}>
        <LocalizedInputs
          locale={props.locale}
          fields={[{ field: 'title', label: labels.title }]}
          register={form.register}
          errors={form.formState.errors}
          labels={labels.tabs}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!isDirty || pending}
            className="rounded-sm bg-anthracite px-4 py-2 font-medium text-white hover:bg-signal disabled:opacity-40"
          >
            {labels.save}
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={pending}
            className="rounded-sm border border-signal px-4 py-2 font-medium text-signal hover:bg-signal hover:text-white"
          >
            {labels.delete}
          </button>
          <p role="status" className="text-sm text-steel-700">
            {status && 'saved' in status && labels.saved}
          </p>
        </div>
        {status && 'failure' in status && (
          <p role="alert" className="mt-4 rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm text-signal">
            {status.failure}
          </p>
        )}
      </form>
    </section>
  );
}
