'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useRef, useState, useSyncExternalStore } from 'react';

import { buttonClass } from '../ui/button';

const noSubscription = () => () => {};

/**
 * "Show more" under the listing's cards: fetches the next page of the listing, as a visitor without JavaScript
 * would open it, and appends its cards (the server's own markup, escaped there). `children` is the previous/next
 * navigation, which works without JavaScript; it gives way once a page has been appended, since its links no
 * longer match what is shown. Should a fetch fail, the button opens the next page instead.
 */
export function ShowMore(props: {
  page: number;
  pageCount: number;
  /** The next pages' address without its number: `/fr/nos-machines?category=3&page=`. */
  pageHref: string;
  label: string;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [appended, setAppended] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef(false);
  const router = useRouter();
  const shown = props.page + appended.length;

  async function showMore() {
    const href = `${props.pageHref}${shown + 1}`;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const cards = page.querySelector('[data-machine-cards]');
      if (!cards) throw new Error('No cards');
      focusNext.current = true;
      setAppended((pages) => [...pages, cards.innerHTML]);
    } catch {
      router.push(href);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {appended.map((html, index) => (
        <ul
          key={index}
          // The first card of what was just added takes the focus, where a keyboard user would read on.
          ref={(list) => {
            if (!list || index !== appended.length - 1 || !focusNext.current) return;
            focusNext.current = false;
            list.querySelector('a')?.focus({ preventScroll: true });
          }}
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ))}
      {appended.length === 0 && props.children}
      {hydrated && shown < props.pageCount && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={showMore}
            disabled={busy}
            aria-busy={busy}
            className={buttonClass('dark', 'lg')}
          >
            {props.label}
          </button>
        </div>
      )}
    </>
  );
}
