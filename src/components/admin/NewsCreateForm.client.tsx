'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { createNewsAction } from '@/app/(admin)/admin/_actions/news';
import type { Locale } from '@/i18n/locales';
import { blankLocalized } from '@/schemas/fields';
import { newsCreateSchema } from '@/schemas/news';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

const empty = blankLocalized('title');

/** The creation form of the news list: five required titles; a created article opens for its content and cover. */
export function NewsCreateForm(props: { locale: Locale }) {
  const t = useTranslations('AdminNews');
  return (
    <ErrorLineProvider prefix={t('create.failed')}>
      <CreateNews {...props} />
    </ErrorLineProvider>
  );
}

function CreateNews({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminNews');
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const form = useForm({ resolver: codeResolver(newsCreateSchema), defaultValues: empty });
  useFormDraft(form, 'news-new', { dirty: form.formState.isDirty && !pending });

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
        {t('create.heading')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t('create.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4">
        <LocalizedInputs
          locale={locale}
          fields={[{ field: 'title', label: t('create.title') }]}
          register={form.register}
          formState={form.formState}
        />
        <ErrorLine className="mt-4" />
        <Button type="submit" disabled={pending} className="mt-4">
          {pending ? t('create.submitting') : t('create.submit')}
        </Button>
      </form>
    </section>
  );
}
