'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { type Locale, locales } from '@/i18n/locales';

import { type FieldTranslation, stateBadgeClass } from './TranslationEditing.client';

/**
 * The text of a field in the four other languages, beside its input while it is edited: each with its state, the
 * language the others follow highlighted, and "copy" into the field while it is empty. Beside the input where
 * the form is wide enough; folded under it on a phone or in a narrow card, opened by a button.
 */
export function OtherLanguages(props: {
  language: Locale;
  fieldLabel: string;
  texts: Record<Locale, string>;
  translation: FieldTranslation | undefined;
  languageName: (language: Locale) => string;
  /** Copies the text of `from` into the field; offered while the field is empty. */
  onCopy?: (from: Locale) => void;
}) {
  const { language, texts, translation, languageName } = props;
  const t = useTranslations('TranslationEditing');
  const id = useId();
  const [open, setOpen] = useState(false);
  const others = locales.filter((other) => other !== language);
  const heading = t('otherLanguagesOf', { field: props.fieldLabel });

  return (
    <div className="min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="text-sm font-medium text-steel-700 underline-offset-2 hover:underline @3xl:hidden"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>
        {t('otherLanguages')}
      </button>
      <section
        id={id}
        aria-label={heading}
        // Not the `hidden` attribute: the base styles hide it with !important, which a wide container could not undo.
        className={`mt-2 rounded-sm border border-steel-100 bg-steel-50 p-3 text-sm @3xl:mt-0 @3xl:block ${open ? 'block' : 'hidden'}`}
      >
        <ul className="grid gap-3">
          {others.map((other) => {
            const text = texts[other] ?? '';
            const state = translation?.states[other];
            const first = translation?.source.includes(other) ?? false;
            return (
              <li
                key={other}
                data-language={other}
                className={first ? 'rounded-sm border-l-4 border-signal bg-white py-1 pr-2 pl-2' : 'pl-3'}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{languageName(other)}</span>
                  {state && state !== 'current' && (
                    <span className={`rounded-sm px-1.5 text-xs ${stateBadgeClass[state]}`}>
                      {t(`states.${state}`)}
                    </span>
                  )}
                  {first && <span className="text-xs font-medium text-signal">{t('changedFirst')}</span>}
                </div>
                <p lang={other} className="mt-1 line-clamp-6 [overflow-wrap:anywhere] whitespace-pre-line">
                  {text.trim() ? text : <span className="text-steel-700">{t('empty')}</span>}
                </p>
                {props.onCopy && text.trim() !== '' && (
                  <button
                    type="button"
                    onClick={() => props.onCopy!(other)}
                    aria-label={t('copyLabel', {
                      language: languageName(other),
                      field: props.fieldLabel,
                      target: languageName(language),
                    })}
                    className="mt-1 text-xs font-medium text-signal underline-offset-2 hover:underline"
                  >
                    {t('copyFrom', { language: languageName(other) })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
