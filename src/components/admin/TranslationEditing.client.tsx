'use client';

import { createContext, type ReactNode, useContext } from 'react';

import { type Locale, locales } from '@/i18n/locales';
import type { TranslatableKind } from '@/schemas/translations';

export type TranslationState = 'missing' | 'outdated' | 'current';

/** One field's state in each language, and the languages of its last change (the ones the others follow). */
export interface FieldTranslation {
  states: Record<Locale, TranslationState>;
  source: Locale[];
}

interface TranslationEditingState {
  /** By `{kind}:{id}`, then by field. */
  items: Record<string, Record<string, FieldTranslation>>;
  /** Whether suggested translations can be asked for (DeepL is configured). */
  suggest: boolean;
  /** The office's own language: the first a suggestion is translated from when no other was changed first. */
  locale: Locale;
  /** The languages whose texts the account may change (a translator's own); every language when left out. */
  editable?: Locale[];
  /**
   * Whether the account may add, delete and reorder on this screen (not a translator, who changes texts only);
   * true when left out.
   */
  manage?: boolean;
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

/**
 * The states of the fields of one item of the screen; null outside an item's screen. Their texts are the
 * `TranslationEditing` messages.
 */
export function useItemTranslations(item: { kind: TranslatableKind; id: number } | undefined) {
  const state = useContext(TranslationEditingContext);
  if (!state || !item) return null;
  return { ...state, fields: state.items[`${item.kind}:${item.id}`] ?? {} };
}

/**
 * The languages whose texts the signed-in account may change on this screen: a translator's own; every language
 * for the other roles, and outside an item's screen. The others' inputs are read only (the server refuses them).
 */
export function useEditableLanguages(): readonly Locale[] {
  return useContext(TranslationEditingContext)?.editable ?? locales;
}

/** Whether the screen offers adding, deleting and reordering: not to a translator (the server refuses them too). */
export function useMayManage(): boolean {
  return useContext(TranslationEditingContext)?.manage ?? true;
}

/** The badge colours of a state; up to date is quiet. */
export const stateBadgeClass: Record<TranslationState, string> = {
  missing: 'bg-orange-100 text-signal',
  outdated: 'bg-amber-100 text-anthracite',
  current: 'bg-steel-100 text-steel-700',
};
