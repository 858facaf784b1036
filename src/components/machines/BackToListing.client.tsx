'use client';

import { type ReactNode, useEffect, useState } from 'react';

/**
 * The machine page's link back to the listing. The page is cached, the same for every visitor, so it links to the
 * listing's first page; in the browser, a visitor who came from a view of the listing (some categories, a page:
 * the referrer, which this site's policy gives in full within the site) is led back to that view instead.
 */
export function BackToListing(props: { href: string; className: string; children: ReactNode }) {
  const [href, setHref] = useState(props.href);
  useEffect(() => {
    let from: URL;
    try {
      from = new URL(document.referrer);
    } catch {
      return;
    }
    if (from.origin === location.origin && from.pathname === props.href) setHref(`${from.pathname}${from.search}`);
  }, [props.href]);
  return (
    <a href={href} className={props.className}>
      {props.children}
    </a>
  );
}
