'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { createNewsAction } from '@/app/(admin)/admin/_actions/news';
import type { Locale } from '@/i18n/locales';
import { blankLocalized } from '@/schemas/fields';
import { newsCreateSchema } from '@/schemas/news';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useLeaveWarning } from './LeaveWarning.client';
import { codeResolver } from './code-resolver';

export interface NewsCreateLabels {
  heading: string;
  intro: string;
  title: string;
  submit: string;
  submitting: string;
  /** 'Failed to create news.' before the reason. */
  failed: string;
}

const empty = blankLocalized('title');

/** The creation form of the news list: five required titles; a created article opens for its content and cover. */
export function NewsCreateForm(props: { locale: Locale; labels: NewsCreateLabels }) {
  return (
    <ErrorLineProvider prefix={props.labels.failed}>
      <CreateNews {...props} />
    </ErrorLineProvider>
  );
}

function CreateNews({ locale, labels }: { locale: Locale; labels: NewsCreateLabels }) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const form = useForm({ resolver: codeResolver(newsCreateSchema), defaultValues: empty });
  useLeaveWarning(form.formState.isDirty && !pending);

  const submit = form.handleSubmit((titles) =>
    run(
      () => createNewsAction(titles),
      ({ id }) => {
        form.reset(titles);
        router.push(`/admin/news/${id}`);
      },
    ),
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
        />
        <ErrorLine className="mt-4" />
        <Button type="submit" disabled={pending} className="mt-4">
          {pending ? labels.submitting : labels.submit}
        </Button>
      </form>
    </section>
  );
}
