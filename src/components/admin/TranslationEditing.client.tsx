'use client';

import { createContext, type ReactNode, useContext } from 'react';

import type { Locale } from '@/i18n/locales';
import type { TranslatableKind } from '@/schemas/translations';

export type TranslationState = 'missing' | 'outdated' | 'current';

/** One field's state in each language, and the languages of its last change (the ones the others follow). */
export interface FieldTranslation {
  states: Record<Locale, TranslationState>;
  source: Locale[];
}

export interface TranslationEditingLabels {
  changedFirst: string;
  /** "Copy the {language} text". */
  copyFrom: string;
  /** "Copy the {language} {field} into {target}", for screen readers. */
  copyLabel: string;
  empty: string;
  otherLanguages: string;
  /** "{field} in the other languages". */
  otherLanguagesOf: string;
  states: Record<TranslationState, string>;
  stillRight: string;
  /** "Confirm that the {language} {field} is still right". */
  stillRightLabel: string;
  suggest: string;
  suggestAll: string;
  /** "Suggest the {field} in the missing or out-of-date languages". */
  suggestLabel: string;
  /** Said once suggestions are in the form: not saved yet. */
  suggested: string;
  suggestion: string;
  nothingToSuggest: string;
  suggesting: string;
}

interface TranslationEditingState {
  /** By `{kind}:{id}`, then by field. */
  items: Record<string, Record<string, FieldTranslation>>;
  labels: TranslationEditingLabels;
  /** Whether suggested translations can be asked for (DeepL is configured). */
  suggest: boolean;
  /** The office's own language: the first a suggestion is translated from when no other was changed first. */
  locale: Locale;
}

const TranslationEditingContext = createContext<TranslationEditingState | null>(null);

/**
 * Around an item's screen: the translation state of each of its fields, which the language tabs of its forms
 * show beside each field. A form outside it (creating an item) shows none.
 */
export function TranslationEditingProvider(props: TranslationEditingState & { children: ReactNode }) {
  const { children, ...value } = props;
  return <TranslationEditingContext.Provider value={value}>{children}</TranslationEditingContext.Provider>;
}

/** The states of the fields of one item of the screen, with the screen's texts; null outside an item's screen. */
export function useItemTranslations(item: { kind: TranslatableKind; id: number } | undefined) {
  const state = useContext(TranslationEditingContext);
  if (!state || !item) return null;
  return { ...state, fields: state.items[`${item.kind}:${item.id}`] ?? {} };
}

/** `template` with each `{name}` replaced. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/** The badge colours of a state; up to date is quiet. */
export const stateBadgeClass: Record<TranslationState, string> = {
  missing: 'bg-orange-100 text-signal',
  outdated: 'bg-amber-100 text-anthracite',
  current: 'bg-steel-100 text-steel-700',
};
