'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { deleteNewsAction, updateNewsTitlesAction } from '@/app/(admin)/admin/_actions/news';
import type { Locale } from '@/i18n/locales';
import { type NewsCreate, newsCreateSchema } from '@/schemas/news';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useItemEdit, useLatestVersion } from './ItemVersion.client';
import { useMayManage } from './TranslationEditing.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';
import { StatusLine, useStatus } from './StatusLine.client';

type NewsTitlesProps = { newsId: number; titles: NewsCreate; locale: Locale };

/** The five titles of an article edited in place (only the changed ones are sent), and Delete news. */
export function NewsTitlesForm(props: NewsTitlesProps) {
  const t = useTranslations('AdminNewsArticle');
  return (
    // The titles' failures show in an area of their own, under the form.
    <ErrorLineProvider prefix={t('failed')}>
      <TitlesEditor {...props} />
    </ErrorLineProvider>
  );
}

function TitlesEditor(props: NewsTitlesProps) {
  const { newsId } = props;
  const t = useTranslations('AdminNewsArticle');
  const router = useRouter();
  const status = useStatus();
  const { run, pending: saving, show } = useAdminAction({ status });
  // A deletion refused because of a colleague's change says so in its own words.
  const deletion = useAdminAction({ status, refusal: 'conflictDelete' });
  const pending = saving || deletion.pending;
  const manage = useMayManage();
  const form = useForm<NewsCreate>({ resolver: codeResolver(newsCreateSchema), defaultValues: props.titles });
  // The article's version the titles are based on, so that a colleague's change since is not overwritten.
  const edit = useItemEdit('titles', { onReload: () => form.reset(props.titles) });
  // The version the whole screen shows: a deletion is refused when a colleague changed anything since.
  const shown = useLatestVersion();
  const { isDirty, dirtyFields } = form.formState;
  useFormDraft(form, 'news-titles', { dirty: isDirty });

  const save = form.handleSubmit((titles) => {
    const changes = Object.fromEntries(
      Object.entries(titles).filter(([field]) => dirtyFields[field as keyof NewsCreate]),
    );
    if (Object.keys(changes).length === 0) return;
    run(
      () => updateNewsTitlesAction({ id: newsId, changes, version: edit.version }),
      () => {
        edit.forget();
        form.reset(titles);
        status.say(t('saved'));
      },
      edit.refused(changes),
    );
  });

  function remove() {
    // Its title in the admin's language, as saved (not as being typed).
    const title = props.titles[`title_${props.locale}`];
    if (!window.confirm(t('confirmDelete', { title }))) return;
    deletion.run(
      () => deleteNewsAction({ id: newsId, version: shown }),
      () => {
        form.reset(form.getValues());
        router.push(`/admin/news?${new URLSearchParams({ deleted: title })}`);
      },
    );
  }

  return (
    <section aria-labelledby="news-titles" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="news-titles" className="text-lg font-semibold">
        {t('titles')}
      </h2>
      <form
        onSubmit={save}
        noValidate
        className="mt-2"
        onChange={() => {
          status.say(null);
          show(null);
        }}
      >
        <LocalizedInputs
          locale={props.locale}
          fields={[{ field: 'title', label: t('title') }]}
          register={form.register}
          formState={form.formState}
          item={{ kind: 'news', id: newsId }}
          form={form}
          kept={edit.kept}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="dark" disabled={!isDirty || pending}>
            {t('save')}
          </Button>
          {manage && (
            <Button variant="danger" onClick={remove} disabled={pending}>
              {t('delete')}
            </Button>
          )}
          <StatusLine status={status} />
        </div>
        <ErrorLine className="mt-4" />
      </form>
    </section>
  );
}
