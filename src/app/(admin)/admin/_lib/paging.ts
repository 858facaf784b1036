import 'server-only';

import { redirect } from 'next/navigation';

/**
 * A page past the end of its list (the list got shorter since the link was made, or the address was mistyped)
 * leads to the list's last page, by a redirect so that the address and the pager say which page is shown, rather
 * than showing an empty page as if the list had nothing.
 */
export function stayWithinPages(page: number, pageCount: number, href: (page: number) => string): void {
  if (page > 1 && page > pageCount) redirect(href(Math.max(1, pageCount)));
}
