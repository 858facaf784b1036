/**
 * The visitor's quote list, kept in this browser (see `storedList`): which machines, how many of each, and a note.
 */

// No zod here: this module reaches the browser. The server checks the list again with the shared schema.
import { maxQuoteListItems, maxQuoteNote, maxQuoteQuantity } from '@/schemas/quote-list-limits';

import { firstOfEach, isMachineId, storedList } from '../stored-list';

export const quoteListKey = 'jorat.quoteList';

export interface QuoteListEntry {
  id: number;
  quantity: number;
  note: string;
}

const isEntry = (value: unknown): value is QuoteListEntry => {
  const entry = value as QuoteListEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isMachineId(entry.id) &&
    Number.isInteger(entry.quantity) &&
    entry.quantity >= 1 &&
    entry.quantity <= maxQuoteQuantity &&
    typeof entry.note === 'string' &&
    entry.note.length <= maxQuoteNote
  );
};

const quoteList = storedList<QuoteListEntry>(quoteListKey, (values) =>
  firstOfEach(values.filter(isEntry), (entry) => entry.id)
    .slice(0, maxQuoteListItems)
    .map(({ id, quantity, note }) => ({ id, quantity, note })),
);

/** The list as stored now. */
export const readQuoteList = quoteList.read;

/** Stores `list` and tells every tab. */
export const writeQuoteList = quoteList.write;

/** The quote list, or null on the server and before hydration. */
export const useQuoteList = quoteList.use;

/** Adds machine `id` once, one of it; answers false when the list is full. */
export function addToQuoteList(id: number): boolean {
  return addAllToQuoteList([id]);
}

/** Adds each of `ids` not yet in the list, one of each; answers false (adding none) when they would not all fit. */
export function addAllToQuoteList(ids: number[]): boolean {
  const list = readQuoteList();
  const added = ids.filter((id) => !list.some((entry) => entry.id === id));
  if (added.length === 0) return true;
  if (list.length + added.length > maxQuoteListItems) return false;
  writeQuoteList([...list, ...added.map((id) => ({ id, quantity: 1, note: '' }))]);
  return true;
}

/** Changes the quantity or note of machine `id`. */
export function updateQuoteListEntry(id: number, change: Partial<Omit<QuoteListEntry, 'id'>>): void {
  writeQuoteList(readQuoteList().map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
}

export function removeFromQuoteList(id: number): void {
  writeQuoteList(readQuoteList().filter((entry) => entry.id !== id));
}
