'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { Locale } from '@/i18n/locales';

import { FormattedText } from '../FormattedText';

/**
 * The previews open under a form's formatted fields, by input name, each with the text it shows: read from the
 * field when opened, then kept up with every change (typed, copied or suggested) until closed.
 */
export function useFormattedPreviews() {
  const [shown, setShown] = useState<Record<string, string>>({});
  return {
    textOf: (name: string): string | undefined => shown[name],
    toggle(name: string, field: HTMLTextAreaElement | HTMLInputElement | null) {
      const text = field?.value ?? '';
      setShown(({ [name]: open, ...others }) => (open === undefined ? { ...others, [name]: text } : others));
    },
    changed(name: string, text: string) {
      setShown((before) => (name in before ? { ...before, [name]: text } : before));
    },
  };
}

/**
 * Under a formatted field (a machine's description, a news block's content): a line that says how to format, and
 * "Preview", which shows the text as the site will, in the language of the open tab.
 */
export function FormattedTextHelp(props: {
  inputId: string;
  /** The field and its language (its code, and its name for screen readers). */
  field: string;
  language: Locale;
  languageName: string;
  /** The text previewed, or undefined while the preview is closed. */
  preview: string | undefined;
  onToggle: () => void;
}) {
  const t = useTranslations('FormattedTextHelp');
  const previewId = `${props.inputId}-preview`;
  const open = props.preview !== undefined;
  return (
    <>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={`${props.inputId}-format`} className="text-xs text-steel-700">
          {t('hint')}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? previewId : undefined}
          onClick={props.onToggle}
          className="text-xs font-medium text-signal underline-offset-2 hover:underline"
        >
          {t('preview')}
          <span aria-hidden="true"> {open ? '▴' : '▾'}</span>
        </button>
      </div>
      {open && (
        <section
          id={previewId}
          aria-label={t('previewLabel', { field: props.field, language: props.languageName })}
          className="mt-2 rounded-sm border border-dashed border-steel-300 bg-steel-50 px-3 py-2"
        >
          {props.preview!.trim() === '' ? (
            <p className="text-sm text-steel-700 italic">{t('empty')}</p>
          ) : (
            <FormattedText
              text={props.preview!}
              lang={props.language}
              className="space-y-3 text-sm leading-relaxed text-steel-700"
            />
          )}
        </section>
      )}
    </>
  );
}
