/**
 * The visitor's quote list, kept in this browser's local storage (no account, no cookie): which machines, how many
 * of each, and a note. Every tab shows the same list: a change made in one reaches the others through the
 * `storage` event, and this tab through the same event dispatched here.
 */
import { useSyncExternalStore } from 'react';

// No zod here: this module reaches the browser. The server checks the list again with the shared schema.
import { maxQuoteListItems, maxQuoteNote, maxQuoteQuantity } from '@/schemas/quote-list-limits';

export const quoteListKey = 'jorat.quoteList';

export interface QuoteListEntry {
  id: number;
  quantity: number;
  note: string;
}

const empty: QuoteListEntry[] = [];

const isEntry = (value: unknown): value is QuoteListEntry => {
  const entry = value as QuoteListEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.id) &&
    entry.id > 0 &&
    entry.id <= 2_147_483_647 &&
    Number.isInteger(entry.quantity) &&
    entry.quantity >= 1 &&
    entry.quantity <= maxQuoteQuantity &&
    typeof entry.note === 'string' &&
    entry.note.length <= maxQuoteNote
  );
};

/** The stored list, without what another version or a hand edit may have left that the server would refuse. */
function parse(raw: string | null): QuoteListEntry[] {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return empty;
    const seen = new Set<number>();
    return value
      .filter(isEntry)
      .filter((entry) => !seen.has(entry.id) && seen.add(entry.id))
      .slice(0, maxQuoteListItems)
      .map(({ id, quantity, note }) => ({ id, quantity, note }));
  } catch {
    return empty;
  }
}

// useSyncExternalStore wants the same object while nothing changed: the list is parsed again only when its text did.
let lastRaw: string | null = null;
let lastList: QuoteListEntry[] = empty;

function readRaw(): string | null {
  try {
    return localStorage.getItem(quoteListKey);
  } catch {
    // Storage turned off (a private mode, a policy): an empty list that cannot grow.
    return null;
  }
}

/** The list as stored now. */
export function readQuoteList(): QuoteListEntry[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parse(raw);
  }
  return lastList;
}

/** Stores `list` and tells this tab (other tabs hear the browser's own event). */
export function writeQuoteList(list: QuoteListEntry[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(quoteListKey);
    else localStorage.setItem(quoteListKey, JSON.stringify(list));
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: quoteListKey }));
}

/** Adds machine `id` once, one of it; answers false when the list is full. */
export function addToQuoteList(id: number): boolean {
  const list = readQuoteList();
  if (list.some((entry) => entry.id === id)) return true;
  if (list.length >= maxQuoteListItems) return false;
  writeQuoteList([...list, { id, quantity: 1, note: '' }]);
  return true;
}

/** Changes the quantity or note of machine `id`. */
export function updateQuoteListEntry(id: number, change: Partial<Omit<QuoteListEntry, 'id'>>): void {
  writeQuoteList(readQuoteList().map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
}

export function removeFromQuoteList(id: number): void {
  writeQuoteList(readQuoteList().filter((entry) => entry.id !== id));
}

function subscribe(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === quoteListKey || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The quote list, or null on the server and before hydration (the page is the same for every visitor). */
export function useQuoteList(): QuoteListEntry[] | null {
  return useSyncExternalStore<QuoteListEntry[] | null>(subscribe, readQuoteList, () => null);
}
