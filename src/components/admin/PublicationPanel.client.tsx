'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import {
  cancelScheduleAction,
  discardDraftAction,
  previewAction,
  publishAction,
  unpublishAction,
} from '@/app/(admin)/admin/_actions/publication';
import { formatDate } from '@/i18n/dates';
import { languageNames, type Locale, locales } from '@/i18n/locales';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';

/** Where an item stands, as the page read it on the server (publication/publish.ts). */
export interface PublicationState {
  status: 'draft' | 'published' | 'scheduled' | 'unpublished';
  publishAt: string | null;
  unpublishAt: string | null;
  hasDraft: boolean;
  draftLanguages: Locale[];
  draftNeutral: boolean;
}

type Props = { kind: 'machine' | 'news'; id: number; publication: PublicationState; locale: Locale };

/**
 * The publication of a machine or an article: where it stands and what its draft changes, by language; publish
 * (all or some languages, now or at a time in Swiss time), take off the site, discard the draft, preview it in
 * any language through a link that can be sent.
 */
export function PublicationPanel(props: Props) {
  const t = useTranslations('AdminPublication');
  return (
    <ErrorLineProvider prefix={t('failed')}>
      <Panel {...props} />
    </ErrorLineProvider>
  );
}

function Panel({ kind, id, publication, locale }: Props) {
  const t = useTranslations('AdminPublication');
  const key = useId();
  const router = useRouter();
  const { run, pending, show } = useAdminAction();
  const [chosen, setChosen] = useState<Locale[]>([...locales]);
  const [when, setWhen] = useState('');
  const [previewLanguage, setPreviewLanguage] = useState<Locale>(locale);
  const [said, say] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const date = (iso: string) => formatDate(locale, iso, 'moment');
  const done = (message: string) => () => {
    say(message);
    router.refresh();
  };
  // Publishing and discarding are based on the latest change the screen shows: a colleague's since is not lost unseen.
  const item = { kind, id, version: useLatestVersion() };
  const all = chosen.length === locales.length;
  // A published item without a draft has nothing to publish: a click would only add an empty "Published".
  const nothingToPublish = chosen.length === 0 || (publication.status === 'published' && !publication.hasDraft);
  const timeNeeded = () => {
    if (when) return true;
    show(t('needTime'));
    return false;
  };

  const publish = (at?: string) =>
    run(
      () => publishAction({ ...item, ...(all ? {} : { languages: chosen }), ...(at && { at }) }),
      (result) => done(result.publishedNowInstead ? t('publishedNow') : at ? t('scheduledDone') : t('published'))(),
    );
  const unpublish = (at?: string) =>
    run(() => unpublishAction({ ...item, ...(at && { at }) }), done(at ? t('scheduledDone') : t('unpublished')));

  const status =
    publication.status === 'scheduled'
      ? t('status.scheduled', { date: date(publication.publishAt!) })
      : t(`status.${publication.status}`);

  return (
    <section aria-labelledby={`${key}-heading`} className="mt-6 rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id={`${key}-heading`} className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 font-medium">{status}</p>
      {publication.status === 'published' && publication.publishAt && (
        <p className="text-sm text-steel-700">{t('draftScheduled', { date: date(publication.publishAt) })}</p>
      )}
      {publication.unpublishAt && (
        <p className="text-sm text-steel-700">{t('unpublishScheduled', { date: date(publication.unpublishAt) })}</p>
      )}
      <p className="mt-2 text-sm text-steel-700">
        {publication.draftLanguages.length > 0
          ? t('changes', {
              languages: publication.draftLanguages.map((language) => languageNames[language]).join(', '),
            })
          : publication.draftNeutral
            ? null
            : t('noChanges')}
        {publication.draftNeutral && <> {t('changesNeutral')}</>}
      </p>

      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{t('languages')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {locales.map((language) => (
            <label key={language} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(language)}
                onChange={(event) =>
                  setChosen((list) =>
                    event.target.checked
                      ? locales.filter((each) => each === language || list.includes(each))
                      : list.filter((each) => each !== language),
                  )
                }
              />
              <span lang={language}>{languageNames[language]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="dark" disabled={pending || nothingToPublish} onClick={() => publish()}>
          {t('publish')}
        </Button>
        {publication.hasDraft && (
          <Button
            type="button"
            variant="outlineDark"
            disabled={pending}
            onClick={() => {
              if (window.confirm(t('discardConfirm'))) run(() => discardDraftAction(item), done(t('discarded')));
            }}
          >
            {t('discard')}
          </Button>
        )}
        {publication.status === 'published' && (
          <Button type="button" variant="outlineDark" disabled={pending} onClick={() => unpublish()}>
            {t('unpublish')}
          </Button>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          {t('when')}
          <input
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className="mt-1 block rounded-sm border border-steel-300 bg-white px-2 py-1.5"
          />
        </label>
        <Button
          type="button"
          variant="outlineDark"
          disabled={pending || nothingToPublish}
          onClick={() => timeNeeded() && publish(when)}
        >
          {t('publishAt')}
        </Button>
        {publication.status === 'published' && (
          <Button
            type="button"
            variant="outlineDark"
            disabled={pending}
            onClick={() => timeNeeded() && unpublish(when)}
          >
            {t('unpublishAt')}
          </Button>
        )}
        {(publication.publishAt || publication.unpublishAt) && (
          <Button
            type="button"
            variant="outlineDark"
            disabled={pending}
            onClick={() => run(() => cancelScheduleAction(item), done(t('cancelled')))}
          >
            {t('cancelSchedule')}
          </Button>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          {t('previewLanguage')}
          <select
            value={previewLanguage}
            onChange={(event) => setPreviewLanguage(event.target.value as Locale)}
            className="mt-1 block rounded-sm border border-steel-300 bg-white px-2 py-1.5"
          >
            {locales.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="button"
          variant="outlineDark"
          disabled={pending}
          onClick={() =>
            run(
              () => previewAction({ ...item, language: previewLanguage }),
              ({ url }) => {
                setLink(url);
                window.open(url, '_blank', 'noopener');
              },
            )
          }
        >
          {t('preview')}
        </Button>
      </div>
      {link && (
        <p className="mt-2 text-sm break-all">
          {t('previewLink')}{' '}
          <a
            href={link}
            target="_blank"
            rel="noopener"
            className="font-medium text-signal underline-offset-2 hover:underline"
          >
            {link}
          </a>
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-steel-700">
        {said}
      </p>
      <ErrorLine className="mt-2" />
    </section>
  );
}
