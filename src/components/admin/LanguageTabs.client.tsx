'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';

import { languageName, type Locale, locales } from '@/i18n/locales';

/** The language names in the admin's own language (kept in i18n/locales.ts, which server pages can call too). */
export { languageName };

/**
 * Five languages of the same fields, one tab each, so that a form is not a wall of inputs. Every panel stays
 * mounted (a form keeps its values and validation). When a save is refused, or a language gets a wrong field it did
 * not have, the first language with a wrong field opens — unless the open one has one. A field put right as it is
 * typed never moves the tabs: the next keystroke would land in a hidden panel.
 */
export function LanguageTabs(props: {
  locale: Locale;
  invalid?: Locale[];
  /** How many saves were tried: each refused one opens the first wrong language. */
  attempt?: number;
  /** What a language's tab says it needs besides (a text missing or out of date), for screen readers. */
  notes?: Partial<Record<Locale, string>>;
  children: (language: Locale, name: string) => ReactNode;
}) {
  const { locale, invalid = [], attempt = 0, notes = {}, children } = props;
  const t = useTranslations('LanguageTabs');
  const id = useId();
  const [active, setActive] = useState<Locale>(locale);
  const [seen, setSeen] = useState({ invalid, attempt });
  if (attempt !== seen.attempt || invalid.join() !== seen.invalid.join()) {
    setSeen({ invalid, attempt });
    const refused = attempt !== seen.attempt || invalid.some((language) => !seen.invalid.includes(language));
    const firstInvalid = locales.find((language) => invalid.includes(language));
    if (refused && firstInvalid && !invalid.includes(active)) setActive(firstInvalid);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = locales[(locales.indexOf(active) + step + locales.length) % locales.length]!;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    // As wide as its container allows, never as wide as the tabs: those scroll (a narrow card, a phone).
    <div className="min-w-0">
      <div
        role="tablist"
        className="relative flex gap-1 overflow-x-auto border-b border-steel-300 scroll-shadows"
        onKeyDown={onKeyDown}
      >
        {locales.map((language) => {
          const selected = language === active;
          return (
            <button
              key={language}
              id={`${id}-tab-${language}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${language}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(language)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                selected ? 'border-signal text-anthracite' : 'border-transparent text-steel-700 hover:text-anthracite'
              }`}
            >
              {languageName(language, locale)}
              {invalid.includes(language) && (
                <span className="ml-1 text-signal">
                  ●<span className="sr-only"> {t('invalid')}</span>
                </span>
              )}
              {!invalid.includes(language) && notes[language] && (
                <span className="ml-1 text-amber-600">
                  ○<span className="sr-only"> ({notes[language]})</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {locales.map((language) => (
        <div
          key={language}
          id={`${id}-panel-${language}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== active}
          className="pt-4"
        >
          {children(language, languageName(language, locale))}
        </div>
      ))}
    </div>
  );
}
