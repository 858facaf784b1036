/**
 * The compare page's address, `/fr/comparer?ids=12,7,30&diff=1`: the machines in the visitor's order (at most
 * four, each once) and whether only the rows that differ are shown. Free of zod: the browser builds these
 * addresses too.
 */

/** The compare page's path after the language prefix: a page of every language, of no one selection. */
export const comparePage = '/comparer';

/** The most machines compared side by side. */
export const maxComparedMachines = 4;

export interface CompareView {
  ids: number[];
  onlyDifferences: boolean;
}

/** The compare page in `locale` for `view`: `/de/comparer?ids=12,7`, `/de/comparer` for none. */
export function compareHref(locale: string, { ids, onlyDifferences = false }: Partial<CompareView> = {}): string {
  const query = [
    ...(ids?.length ? [`ids=${ids.join(',')}`] : []),
    ...(onlyDifferences && ids?.length ? ['diff=1'] : []),
  ].join('&');
  return `/${locale}${comparePage}${query ? `?${query}` : ''}`;
}

/** The largest id the database holds (a 32-bit integer). */
const largestId = 2_147_483_647;

/**
 * The view an address's query names as nearly as it can: its ids written in decimal (`ids=1,2` or `ids=1&ids=2`),
 * each once, in their order, the first four; `diff=1` for only the differences. `canonical` says whether the query
 * is written as `compareHref` writes it (else the page redirects there, so that every view has one address).
 */
export function readCompareQuery(query: Record<string, string | string[] | undefined>): CompareView & {
  canonical: boolean;
} {
  const values = (name: string) => [query[name] ?? []].flat();
  const ids: number[] = [];
  // At most so many parts are read: a longer list names no more machines, only work.
  for (const part of values('ids').join(',').split(',').slice(0, 200)) {
    const id = /^[1-9]\d{0,9}$/.test(part) ? Number(part) : 0;
    if (id > 0 && id <= largestId && !ids.includes(id)) ids.push(id);
    if (ids.length === maxComparedMachines) break;
  }
  const onlyDifferences = ids.length > 0 && values('diff').join() === '1';
  const view = { ids, onlyDifferences };
  const written = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${[value].flat().join('&')}`)
    .sort()
    .join('&');
  const expected = [...(ids.length ? [`ids=${ids.join(',')}`] : []), ...(onlyDifferences ? ['diff=1'] : [])]
    .sort()
    .join('&');
  return { ...view, canonical: written === expected };
}
