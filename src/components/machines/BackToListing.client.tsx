'use client';

import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The view of the listing at `listing` the visitor came from (the referrer), or null. */
function cameFrom(listing: string): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && from.pathname === listing ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The machine page's link back to the listing. The page is cached, the same for every visitor, so it links to the
 * listing's first page; in the browser, a visitor who came from a view of the listing (some categories, a page:
 * the referrer, which this site's policy gives in full within the site) is led back to that view instead.
 */
export function BackToListing(props: { href: string; className: string; children: ReactNode }) {
  const href = useSyncExternalStore(
    noSubscription,
    () => cameFrom(props.href) ?? props.href,
    () => props.href,
  );
  return (
    <a href={href} className={props.className}>
      {props.children}
    </a>
  );
}
