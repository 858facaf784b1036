/**
 * The machines a request asks about, with their quantities: the one place that knows where they are kept, so that
 * the inbox, its export and its machine filter read them the same way. A machine's quote names one machine
 * (`contact_requests.machine_id`, with the name it had then); a quote list names several, in the visitor's order,
 * each with a quantity and a note (`contact_request_items`).
 */
import 'server-only';

import { and, asc, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

import { database } from './db';
import { contactRequestItems, contactRequests } from './db/schema';

export interface RequestedMachine {
  /** Null once the machine has been deleted from the catalogue; its name is kept. */
  id: number | null;
  name: string;
  quantity: number;
  /** The visitor's note on this machine (a quote list's), or ''. */
  note: string;
}

/** The machines of each of the requests `ids`, in two queries; a request without any is absent from the map. */
export async function machinesOfRequests(ids: number[]): Promise<Map<number, RequestedMachine[]>> {
  const found = new Map<number, RequestedMachine[]>();
  if (ids.length === 0) return found;
  const db = await database();
  const [single, listed] = await Promise.all([
    db
      .select({ requestId: contactRequests.id, id: contactRequests.machine_id, name: contactRequests.machine_name })
      .from(contactRequests)
      .where(and(inArray(contactRequests.id, ids), isNotNull(contactRequests.machine_name))),
    db
      .select({
        requestId: contactRequestItems.request_id,
        id: contactRequestItems.machine_id,
        name: contactRequestItems.machine_name,
        quantity: contactRequestItems.quantity,
        note: contactRequestItems.note,
      })
      .from(contactRequestItems)
      .where(inArray(contactRequestItems.request_id, ids))
      .orderBy(asc(contactRequestItems.request_id), asc(contactRequestItems.position)),
  ]);
  for (const row of single) found.set(row.requestId, [{ id: row.id, name: row.name!, quantity: 1, note: '' }]);
  for (const { requestId, ...machine } of listed) found.set(requestId, [...(found.get(requestId) ?? []), machine]);
  return found;
}

/** The condition "the request asks about machine `machineId`", for the inbox's filter. */
export function asksAboutMachine(machineId: number): SQL {
  return sql`(${contactRequests.machine_id} = ${machineId} or exists (select 1 from ${contactRequestItems} where ${contactRequestItems.request_id} = ${contactRequests.id} and ${contactRequestItems.machine_id} = ${machineId}))`;
}

/** Every machine some request asks about, by name, for the inbox's filter: one query. */
export async function requestedMachines(): Promise<{ id: number; name: string }[]> {
  const db = await database();
  const single = db
    .selectDistinct({
      id: sql<number>`${contactRequests.machine_id}`.as('id'),
      name: sql<string>`${contactRequests.machine_name}`.as('name'),
    })
    .from(contactRequests)
    .where(and(isNotNull(contactRequests.machine_id), isNotNull(contactRequests.machine_name)));
  const listed = db
    .selectDistinct({
      id: sql<number>`${contactRequestItems.machine_id}`.as('id'),
      name: sql<string>`${contactRequestItems.machine_name}`.as('name'),
    })
    .from(contactRequestItems)
    .where(isNotNull(contactRequestItems.machine_id));
  const rows = await single.union(listed).orderBy(sql`name`, sql`id`);
  // One entry per machine: requests sent before it was renamed carry its old name too.
  const byId = new Map<number, string>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row.name);
  return [...byId].map(([id, name]) => ({ id, name }));
}
