'use client';

import { type ReactNode, useSyncExternalStore } from 'react';

import { listingViewKey } from './listing-view';

const noSubscription = () => () => {};

/**
 * The view of the listing at `listing` the visitor came from: the one the listing last showed in this visit (kept by
 * its filter form; a navigation within the site leaves no referrer), else the referrer.
 */
function cameFrom(listing: string): string | null {
  const view = (address: string | null) => {
    if (!address) return null;
    try {
      const from = new URL(address, location.origin);
      return from.origin === location.origin && from.pathname === listing ? `${from.pathname}${from.search}` : null;
    } catch {
      return null;
    }
  };
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(listingViewKey);
  } catch {
    // Storage refused: the referrer alone.
  }
  return view(kept) ?? view(document.referrer);
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
