/**
 * The inbox's inputs: the filters of its list and export (from the URL), a change of state, a note, and the
 * request an action is about.
 */
import { z } from 'zod';

import { locales } from '@/i18n/locales';

import { id, idSchema, requiredText } from './fields';
import { pageNumberSchema, searchQuerySchema } from './paging';

/** Where the office stands with a request (the same list as the database's). */
export const inboxStates = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;
export type InboxState = (typeof inboxStates)[number];

export const inboxKinds = ['contact', 'service_quote', 'machine_quote', 'quote_list'] as const;

/** A calendar day, `2026-11-25`, that exists. */
const day = z.iso.date();

/**
 * The filters of `/admin/inbox` and `/admin/inbox/export.csv`, from the query. A value that is not one we know is
 * left out (the list is shown without that filter), never an error: a hand-edited or outdated URL still opens.
 */
export const inboxFiltersSchema = z.object({
  q: searchQuerySchema.catch(''),
  state: z.enum(inboxStates).optional().catch(undefined),
  kind: z.enum(inboxKinds).optional().catch(undefined),
  machine: id().optional().catch(undefined),
  language: z.enum(locales).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: pageNumberSchema.catch(1),
});
export type InboxFilters = z.output<typeof inboxFiltersSchema>;

/** The filters of a page's `searchParams` or a URL's query: the first value of each, blank ones left out. */
export function inboxFiltersFrom(query: URLSearchParams | Record<string, string | string[] | undefined>) {
  const value = (name: string) => {
    const raw = query instanceof URLSearchParams ? query.get(name) : query[name];
    const first = Array.isArray(raw) ? raw[0] : raw;
    return first === '' || first === null ? undefined : first;
  };
  return inboxFiltersSchema.parse(Object.fromEntries(Object.keys(inboxFiltersSchema.shape).map((k) => [k, value(k)])));
}

/** The filters as query parameters (for links and the export), without the blank ones and page 1. */
export function inboxFilterParams(filters: Partial<InboxFilters>): Record<string, string | number | undefined> {
  const { q, state, kind, machine, language, from, to, page } = filters;
  return { q: q || undefined, state, kind, machine, language, from, to, page };
}

export const inboxStateChangeSchema = z.object({ id: idSchema, state: z.enum(inboxStates) });
export type InboxStateChange = z.infer<typeof inboxStateChangeSchema>;

const noteBody = requiredText(5000);
export const inboxNoteSchema = z.object({ id: idSchema, body: noteBody });
export type InboxNote = z.infer<typeof inboxNoteSchema>;

/** A note corrected by its author: the request, the note and its new text. */
export const inboxNoteEditSchema = z.object({ id: idSchema, note: idSchema, body: noteBody });

/** The request an action is about (erasing everything of its sender). */
export const inboxRequestSchema = z.object({ id: idSchema });
