'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { listingQuery } from '@/i18n/listing-address';

/**
 * The listing's filter form. Without JavaScript it is a plain GET form that its "Apply" button submits (the proxy
 * then redirects the query to its canonical order); with JavaScript each checked or unchecked box opens the view
 * at once, at its canonical address, and "Apply" hides (`data-live`).
 */
export function FilterForm(props: { action: string; checked: readonly number[]; children: ReactNode }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // The boxes say what the shown view checks, also after the browser's back button brought another one.
  const checked = props.checked.join(',');
  useEffect(() => {
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
        const ids = new FormData(event.currentTarget).getAll('category').map(Number);
        router.push(`${props.action}${listingQuery({ categoryIds: ids, page: 1 })}`, { scroll: false });
      }}
    >
      {props.children}
    </form>
  );
}
