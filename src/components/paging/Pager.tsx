import { buttonClass } from '../ui/button-class';

export interface PagerLabels {
  /** The navigation's name for screen readers: "Pages". */
  nav: string;
  previous: string;
  next: string;
  /** "Page 2 of 7", formatted on the server. */
  status: string;
}

/**
 * `path` with the query `params`, leaving out blank ones and page 1: the address of one page of a paged list
 * (`/admin/inbox?q=muster&page=2`, `/fr/nos-machines?category=3`).
 */
export function pagedHref(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Previous and next page of a paged list, as plain links (`rel="prev"`/`"next"`) that work without JavaScript,
 * and where the list is. Nothing when everything fits on one page.
 */
export function Pager(props: { page: number; pageCount: number; href: (page: number) => string; labels: PagerLabels }) {
  const { page, pageCount, href, labels } = props;
  if (pageCount <= 1 && page <= 1) return null;
  // Past the end, "previous" leads back to the last page.
  const previous = Math.min(page - 1, pageCount);
  const link = buttonClass('outline', 'sm', 'min-w-28');
  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      {previous >= 1 ? (
        <a rel="prev" href={href(previous)} className={link}>
          ← {labels.previous}
        </a>
      ) : (
        <span className="min-w-28" />
      )}
      <p className="text-steel-700 tabular-nums">{labels.status}</p>
      {page < pageCount ? (
        <a rel="next" href={href(page + 1)} className={link}>
          {labels.next} →
        </a>
      ) : (
        <span className="min-w-28" />
      )}
    </nav>
  );
}
