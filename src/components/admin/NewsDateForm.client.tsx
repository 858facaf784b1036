'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { updateNewsPublicationAction } from '@/app/(admin)/admin/_actions/news-publication';
import { earliestPublication, newsPublicationSchema } from '@/schemas/news';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useItemEdit } from './ItemVersion.client';
import { KeptText } from './KeptText.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

const dateSchema = newsPublicationSchema.pick({ published_at: true });

type DateProps = {
  newsId: number;
  /** The publication day in the office's time zone, `2026-03-15`. */
  day: string;
  /** The latest day the field accepts (ten years from today), worked out on the server. */
  latest: string;
};

/** An article's publication date, edited on its own: the day the website shows it under and orders it by. */
export function NewsDateForm(props: DateProps) {
  const t = useTranslations('AdminNewsDate');
  return (
    <ErrorLineProvider prefix={t('failed')}>
      <DateEditor {...props} />
    </ErrorLineProvider>
  );
}

function DateEditor({ newsId, day, latest }: DateProps) {
  const t = useTranslations('AdminNewsDate');
  const id = useId();
  const [saved, setSaved] = useState(false);
  const { run, pending, show } = useAdminAction();
  const form = useForm({ resolver: codeResolver(dateSchema), defaultValues: { published_at: day } });
  const edit = useItemEdit('published_at', { onReload: () => form.reset({ published_at: day }) });
  const kept = edit.kept?.published_at;
  const format = useFormatter();
  const typed = useWatch({ control: form.control, name: 'published_at' });
  const { isDirty, errors } = form.formState;
  useFormDraft(form, 'news-date', { dirty: isDirty });

  // The day as typed goes to the action, which reads it with the same schema; the resolver's Date stays here.
  const save = form.handleSubmit(() => {
    const published_at = form.getValues('published_at');
    run(
      () => updateNewsPublicationAction({ id: newsId, published_at, version: edit.version }),
      () => {
        edit.forget();
        form.reset({ published_at });
        setSaved(true);
      },
      edit.refused({ published_at }),
    );
  });

  const error = errors.published_at;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <form
        onSubmit={save}
        noValidate
        className="mt-2"
        onChange={() => {
          setSaved(false);
          show(null);
        }}
      >
        <label htmlFor={`${id}-date`} className="text-sm font-medium">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-steel-700">
          {t('hint')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <input
            id={`${id}-date`}
            type="date"
            min={earliestPublication}
            max={latest}
            {...form.register('published_at')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            className="rounded-sm border border-steel-300 bg-white px-2 py-1.5 aria-invalid:border-signal"
          />
          <Button type="submit" variant="dark" disabled={!isDirty || pending}>
            {t('save')}
          </Button>
          <p role="status" className="text-sm text-steel-700">
            {saved && t('saved')}
          </p>
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-signal">
            {t('invalid')}
          </p>
        )}
        {kept !== undefined && kept !== typed && (
          <KeptText
            id={`${id}-kept`}
            field={t('label')}
            text={shownDay(kept, (date) => format.dateTime(date, 'day'))}
            onPutBack={() => form.setValue('published_at', kept, { shouldDirty: true })}
          />
        )}
        <ErrorLine className="mt-4" />
      </form>
    </section>
  );
}

/** A day typed in the date field (`2026-03-15`) written as the admin's language writes a date; anything else as is. */
function shownDay(day: string, write: (date: Date) => string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  // Midday UTC: the same day in every time zone the office may be in.
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : write(date);
}
