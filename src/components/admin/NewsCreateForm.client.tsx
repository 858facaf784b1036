'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { createNewsAction } from '@/app/(admin)/admin/_actions/news';
import type { ActionError } from '@/schemas/action-result';
import { type Locale, locales } from '@/i18n/locales';
import { type NewsCreate, newsCreateSchema } from '@/schemas/news';

import { type LanguageTabsLabels, LocalizedInputs } from './LanguageTabs.client';
import { useLeaveWarning } from './LeaveWarning.client';

export interface NewsCreateLabels {
  heading: string;
  intro: string;
  title: string;
  submit: string;
  submitting: string;
  /** 'Failed to create news: ' before the reason. */
  failed: string;
  tabs: LanguageTabsLabels;
  errors: Record<ActionError, string>;
}

const empty = Object.fromEntries(locales.map((locale) => [`title_${locale}`, ''])) as NewsCreate;

/** The creation form of the news list: five required titles; a created article opens for its content and cover. */
export function NewsCreateForm({ locale, labels }: { locale: Locale; labels: NewsCreateLabels }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<NewsCreate>({ resolver: zodResolver(newsCreateSchema), defaultValues: empty });
  useLeaveWarning(form.formState.isDirty && !pending);

  const submit = form.handleSubmit((titles) =>
    startTransition(async () => {
      const result = await createNewsAction(titles).catch(() => ({ ok: false, error: 'unexpected' }) as const);
      if (!result.ok) {
        setFailure(`${labels.failed}${labels.errors[result.error]}`);
        return;
      }
      setFailure(null);
      form.reset(titles);
      router.push(`/admin/news/${result.data.id}`);
    }),
  );

  return (
    <section aria-labelledby="news-create" className="mt-10 rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="news-create" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{labels.intro}</p>
      <form onSubmit={submit} noValidate className="mt-4">
        <LocalizedInputs
          locale={locale}
          fields={[{ field: 'title', label: labels.title }]}
          register={form.register}
          errors={form.formState.errors}
          labels={labels.tabs}
        />
        {failure && (
          <p role="alert" className="mt-4 rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm text-signal">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          className="mt-4 rounded-sm bg-signal px-4 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-60"
        >
          {pending ? labels.submitting : labels.submit}
        </button>
      </form>
    </section>
  );
}
