'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

import type { RangeFilter } from '@/i18n/listing-address';

import { listingViewKey } from './listing-view';

/**
 * The listing's address code, with its reading of exact decimals: fetched when the form is first used (or a view
 * with ranges is shown), so that the listing's first load does without it.
 */
const addressCode = () => import('@/i18n/listing-address');

/** Whether a view's query chooses ranges (`t4=100..500`). */
const choosesRanges = (query: URLSearchParams) => [...query.keys()].some((name) => /^t\d+$/.test(name));

const noSubscription = () => () => {};

/**
 * The field the visitor just changed (a selector). A view may be a page of its own, mounting the form again once it opens: the
 * form then keeps its panel open and the focus on that field, where the visitor left them.
 */
let changed: string | null = null;

/** The query of the form's choice, in its canonical form (`?category=1&t4=100..500`). */
async function queryOf(form: HTMLFormElement): Promise<string> {
  const fields = new URLSearchParams(
    [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
  );
  const categoryIds = fields.getAll('category').map(Number);
  const { listingQuery, rangesOf } = await addressCode();
  return listingQuery({ categoryIds, ranges: rangesOf(fields).ranges, page: 1 });
}

/**
 * The listing's filter form. Without JavaScript it is a plain GET form that its "Apply" button submits (the proxy
 * then redirects the query to its canonical form); with JavaScript each checked box or changed range opens the view
 * at once, at its canonical address, and "Apply" hides (`data-live`). `view` is the shown view's query.
 */
export function FilterForm(props: { action: string; view: string; children: ReactNode }) {
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
    form.current?.querySelector<HTMLInputElement>(changed)?.focus({ preventScroll: true });
  }, []);

  // The view shown, for the machine pages' link back to it (BackToListing): a soft navigation leaves no referrer.
  useEffect(() => {
    try {
      sessionStorage.setItem(listingViewKey, `${location.pathname}${location.search}`);
    } catch {
      // Storage refused (a private window's quota): the link goes back to the listing's first page.
    }
  });

  // The fields say what the shown view chooses, also after the browser's back button brought another one.
  useEffect(() => {
    changed = null;
    const query = new URLSearchParams(props.view);
    const ids = new Set(query.getAll('category'));
    const show = (ranges: RangeFilter[]) => {
      const bounds = new Map(ranges.map((range) => [range.typeId, range]));
      for (const field of form.current?.querySelectorAll<HTMLInputElement>('input') ?? []) {
        if (field.type === 'checkbox') field.checked = ids.has(field.value);
        else {
          const [, type, end] = /^t(\d+)\.(min|max)$/.exec(field.name) ?? [];
          if (type) field.value = bounds.get(Number(type))?.[end as 'min' | 'max'] ?? '';
        }
      }
    };
    if (!choosesRanges(query)) return show([]);
    let shown = true;
    void addressCode().then(({ rangesOf }) => shown && show(rangesOf(query).ranges));
    return () => {
      shown = false;
    };
  }, [props.view]);

  return (
    <form
      ref={form}
      method="get"
      action={props.action}
      data-live={live || undefined}
      className="group"
      onChange={(event) => {
        const field = event.target;
        if (!(field instanceof HTMLInputElement)) return;
        changed = `input[name="${field.name}"]${field.type === 'checkbox' ? `[value="${field.value}"]` : ''}`;
        // A number outside what the view holds is refused here as "Apply" would: the browser says why.
        if (!field.reportValidity()) return;
        void queryOf(event.currentTarget).then((query) => router.push(`${props.action}${query}`, { scroll: false }));
      }}
      // Enter in a range: the same view as its change, without a second load.
      onSubmit={(event) => {
        event.preventDefault();
        void queryOf(event.currentTarget).then((query) => router.push(`${props.action}${query}`, { scroll: false }));
      }}
    >
      {props.children}
    </form>
  );
}
