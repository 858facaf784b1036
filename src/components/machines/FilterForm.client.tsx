'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

import { listingQuery } from '@/i18n/listing-address';

import { listingViewKey } from './listing-view';

const noSubscription = () => () => {};

/**
 * The box the visitor just checked or unchecked. A view may be a page of its own, mounting the form again once it
 * opens: the form then keeps its panel open and the focus on that box, where the visitor left them.
 */
let changed: string | null = null;

/**
 * The listing's filter form. Without JavaScript it is a plain GET form that its "Apply" button submits (the proxy
 * then redirects the query to its canonical order); with JavaScript each checked or unchecked box opens the view
 * at once, at its canonical address, and "Apply" hides (`data-live`).
 */
export function FilterForm(props: { action: string; checked: readonly number[]; children: ReactNode }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (changed === null) return;
    const details = form.current?.closest('details');
    if (details) details.open = true;
    form.current
      ?.querySelector<HTMLInputElement>(`input[name="category"][value="${changed}"]`)
      ?.focus({ preventScroll: true });
  }, []);

  // The view shown, for the machine pages' link back to it (BackToListing): a soft navigation leaves no referrer.
  useEffect(() => {
    try {
      sessionStorage.setItem(listingViewKey, `${location.pathname}${location.search}`);
    } catch {
      // Storage refused (a private window's quota): the link goes back to the listing's first page.
    }
  });

  // The boxes say what the shown view checks, also after the browser's back button brought another one.
  const checked = props.checked.join(',');
  useEffect(() => {
    changed = null;
    const ids = new Set(checked.split(','));
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[name="category"]') ?? [])
      box.checked = ids.has(box.value);
  }, [checked]);

  return (
    <form
      ref={form}
      method="get"
      action={props.action}
      data-live={live || undefined}
      className="group"
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement) changed = event.target.value;
        const ids = new FormData(event.currentTarget).getAll('category').map(Number);
        router.push(`${props.action}${listingQuery({ categoryIds: ids, page: 1 })}`, { scroll: false });
      }}
    >
      {props.children}
    </form>
  );
}
