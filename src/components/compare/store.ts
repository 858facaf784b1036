/** The machines the visitor collects to compare, kept in this browser (see `storedList`): their ids, in order. */
import { maxComparedMachines } from '@/i18n/compare-address';

import { firstOfEach, isMachineId, storedList } from '../stored-list';

export const compareListKey = 'jorat.compare';

const compareList = storedList<number>(compareListKey, (values) =>
  firstOfEach(values.filter(isMachineId), (id) => id).slice(0, maxComparedMachines),
);

export const readCompareList = compareList.read;
export const writeCompareList = compareList.write;
/** The compared machines' ids, or null on the server and before hydration. */
export const useCompareList = compareList.use;

/** Adds machine `id`, or takes it out when it is there; answers false when the list is full (nothing changed). */
export function toggleCompared(id: number): boolean {
  const list = readCompareList();
  if (list.includes(id)) writeCompareList(list.filter((other) => other !== id));
  else if (list.length >= maxComparedMachines) return false;
  else writeCompareList([...list, id]);
  return true;
}
