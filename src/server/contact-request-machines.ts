/**
 * The machines a request asks about, with their quantities: the one place that knows where they are kept, so that
 * the inbox, its export and its machine filter read them the same way. Today a request names one machine at most
 * (`contact_requests.machine_id`, with the name it had then); a quote list of several would be read here too.
 */
import 'server-only';

import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

import { database } from './db';
import { contactRequests } from './db/schema';

export interface RequestedMachine {
  /** Null once the machine has been deleted from the catalogue; its name is kept. */
  id: number | null;
  name: string;
  quantity: number;
}

/** The machines of each of the requests `ids`, in one query; a request without any is absent from the map. */
export async function machinesOfRequests(ids: number[]): Promise<Map<number, RequestedMachine[]>> {
  const found = new Map<number, RequestedMachine[]>();
  if (ids.length === 0) return found;
  const db = await database();
  const rows = await db
    .select({ requestId: contactRequests.id, id: contactRequests.machine_id, name: contactRequests.machine_name })
    .from(contactRequests)
    .where(and(inArray(contactRequests.id, ids), isNotNull(contactRequests.machine_name)));
  for (const row of rows) found.set(row.requestId, [{ id: row.id, name: row.name!, quantity: 1 }]);
  return found;
}

/** The condition "the request asks about machine `machineId`", for the inbox's filter. */
export function asksAboutMachine(machineId: number): SQL {
  return sql`${contactRequests.machine_id} = ${machineId}`;
}

/** Every machine some request asks about, by name, for the inbox's filter: one query. */
export async function requestedMachines(): Promise<{ id: number; name: string }[]> {
  const db = await database();
  const rows = await db
    .selectDistinct({ id: contactRequests.machine_id, name: contactRequests.machine_name })
    .from(contactRequests)
    .where(and(isNotNull(contactRequests.machine_id), isNotNull(contactRequests.machine_name)))
    .orderBy(contactRequests.machine_name, contactRequests.machine_id);
  // One entry per machine: requests sent before it was renamed carry its old name too.
  const byId = new Map<number, string>();
  for (const row of rows) if (!byId.has(row.id!)) byId.set(row.id!, row.name!);
  return [...byId].map(([id, name]) => ({ id, name }));
}
