'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useRef, useState, useSyncExternalStore } from 'react';

import type { AddToQuoteListLabels } from '../quote-list/AddToQuoteList.client';
import { buttonClass } from '../ui/button-class';
import { listedCardFrame } from './card-frame';
import { CardQuoteButton } from './CardQuoteButton';

const noSubscription = () => () => {};

/** A card of an appended page: the server's markup, and the machine its "add to my quote request" button adds. */
interface AppendedCard {
  html: string;
  machineId: number | null;
}

/**
 * The cards of a fetched listing page. Each card's button is an island of its own, which static markup cannot
 * bring to life: its slot (`data-add-to-quote`, the machine's id) is taken out and the button rendered here.
 */
function cardsOf(list: Element): AppendedCard[] {
  return [...list.children].map((item) => {
    const slot = item.querySelector('[data-add-to-quote]');
    const id = Number(slot?.getAttribute('data-add-to-quote'));
    slot?.remove();
    return { html: item.innerHTML, machineId: Number.isSafeInteger(id) && id > 0 ? id : null };
  });
}

/**
 * "Show more" under the listing's cards: fetches the next page of the listing, as a visitor without JavaScript
 * would open it, and appends its cards (the server's own markup, escaped there) with their quote list buttons.
 * `children` is the previous/next navigation, which works without JavaScript; it gives way once a page has been
 * appended, since its links no longer match what is shown. Should a fetch fail, the button opens the next page.
 */
export function ShowMore(props: {
  page: number;
  pageCount: number;
  /** The next pages' address without its number: `/fr/nos-machines?category=3&page=`. */
  pageHref: string;
  label: string;
  /** The quote list's button under each card, as the server renders it under the first page's. */
  addToQuote: { listHref: string; labels: AddToQuoteListLabels };
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [appended, setAppended] = useState<AppendedCard[][]>([]);
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
      setAppended((pages) => [...pages, cardsOf(cards)]);
    } catch {
      router.push(href);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {appended.map((cards, index) => (
        <ul
          key={index}
          // The first card of what was just added takes the focus, where a keyboard user would read on.
          ref={(list) => {
            if (!list || index !== appended.length - 1 || !focusNext.current) return;
            focusNext.current = false;
            list.querySelector('a')?.focus({ preventScroll: true });
          }}
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {cards.map((card, position) => (
            <li key={position} className={listedCardFrame}>
              <div className="contents" dangerouslySetInnerHTML={{ __html: card.html }} />
              {card.machineId !== null && <CardQuoteButton machineId={card.machineId} {...props.addToQuote} />}
            </li>
          ))}
        </ul>
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
