/**
 * The machines a request asks about, with their quantities: the one place that knows where they are kept, so that
 * the inbox, its export and its machine filter read them the same way. A machine's quote names one machine
 * (`contact_requests.machine_id`, with the name it had then); a quote list names several, in the visitor's order,
 * each with a quantity and a note (`contact_request_items`).
 */
import 'server-only';

import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

import { type Locale, locales } from '@/i18n/locales';

import { database } from '../db';
import { contactRequestItems, contactRequests, machines } from '../db/schema';
import { localize } from '../localize';
import { containsWords } from '../paging';

export interface RequestedMachine {
  /** Null once the machine has been deleted from the catalogue; its name is kept. */
  id: number | null;
  name: string;
  quantity: number;
  /** The visitor's note on this machine (a quote list's), or ''. */
  note: string;
}

/** A machine's name in every language, as the catalogue has it now. */
const currentNames = Object.fromEntries(locales.map((locale) => [`name_${locale}`, machines[`name_${locale}`]])) as {
  [K in `name_${Locale}`]: (typeof machines)[K];
};

/**
 * The machines of each of the requests `ids`, in two queries; a request without any is absent from the map. A
 * machine still in the catalogue is named in `locale` (the office's language; the request kept the English name
 * it had when it arrived); a deleted one, or any without `locale`, by the name the request kept.
 */
export async function machinesOfRequests(ids: number[], locale?: Locale): Promise<Map<number, RequestedMachine[]>> {
  const found = new Map<number, RequestedMachine[]>();
  if (ids.length === 0) return found;
  const db = await database();
  const [single, listed] = await Promise.all([
    db
      .select({
        requestId: contactRequests.id,
        id: contactRequests.machine_id,
        stored: contactRequests.machine_name,
        current: currentNames,
      })
      .from(contactRequests)
      .leftJoin(machines, eq(machines.id, contactRequests.machine_id))
      .where(and(inArray(contactRequests.id, ids), isNotNull(contactRequests.machine_name))),
    db
      .select({
        requestId: contactRequestItems.request_id,
        id: contactRequestItems.machine_id,
        stored: contactRequestItems.machine_name,
        current: currentNames,
        quantity: contactRequestItems.quantity,
        note: contactRequestItems.note,
      })
      .from(contactRequestItems)
      .leftJoin(machines, eq(machines.id, contactRequestItems.machine_id))
      .where(inArray(contactRequestItems.request_id, ids))
      .orderBy(asc(contactRequestItems.request_id), asc(contactRequestItems.position)),
  ]);
  const nameOf = (row: { stored: string | null; current: Record<`name_${Locale}`, string> | null }) =>
    (locale && row.current && localize(row.current, 'name', locale)) || row.stored!;
  for (const row of single) {
    found.set(row.requestId, [{ id: row.id, name: nameOf(row), quantity: 1, note: '' }]);
  }
  for (const { requestId, id, quantity, note, ...names } of listed) {
    found.set(requestId, [...(found.get(requestId) ?? []), { id, name: nameOf(names), quantity, note }]);
  }
  return found;
}

/** The condition "the request asks about machine `machineId`", for the inbox's filter. */
export function asksAboutMachine(machineId: number): SQL {
  return sql`(${contactRequests.machine_id} = ${machineId} or exists (select 1 from ${contactRequestItems} where ${contactRequestItems.request_id} = ${contactRequests.id} and ${contactRequestItems.machine_id} = ${machineId}))`;
}

/**
 * The condition "the request names a machine whose name contains `words`", for the inbox's search: the name the
 * request kept (of its one machine or of any machine of its list) or the machine's current name in any language.
 * A part of the list's one query: subqueries, no query of its own.
 */
export function namesMachine(words: string): SQL {
  const listed = sql`select ${contactRequestItems.machine_id} from ${contactRequestItems} where ${contactRequestItems.request_id} = ${contactRequests.id}`;
  return sql`(${containsWords([contactRequests.machine_name], words)} or exists (select 1 from ${contactRequestItems} where ${contactRequestItems.request_id} = ${contactRequests.id} and ${containsWords([contactRequestItems.machine_name], words)}) or exists (select 1 from ${machines} where (${machines.id} = ${contactRequests.machine_id} or ${machines.id} in (${listed})) and ${containsWords(Object.values(currentNames), words)}))`;
}

/**
 * Every machine still in the catalogue that some request asks about, named in `locale` and in its alphabetical
 * order, for the inbox's filter: one query.
 */
export async function requestedMachines(locale: Locale): Promise<{ id: number; name: string }[]> {
  const db = await database();
  const rows = await db
    .select({ id: machines.id, ...currentNames })
    .from(machines)
    .where(
      sql`${machines.id} in (select ${contactRequests.machine_id} from ${contactRequests} union select ${contactRequestItems.machine_id} from ${contactRequestItems})`,
    );
  const named = rows.map((row) => ({ id: row.id, name: localize(row, 'name', locale) }));
  const collator = new Intl.Collator(locale);
  return named.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
