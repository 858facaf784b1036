'use client';

import { useQuoteList } from './store';

/**
 * The header's link to the visitor's quote list, with how many machines it holds; shown once it holds one. It says
 * a short word ("Quote", "Offerte") at every width; its title gives the list's full name. On a phone the count sits
 * on the link's corner, which leaves the longest word ("Presupuesto") room beside the company's name.
 */
export function QuoteListLink({ href, label, word }: { href: string; label: string; word: string }) {
  const list = useQuoteList();
  if (!list || list.length === 0) return null;
  return (
    <a
      href={href}
      title={label}
      className="relative inline-flex items-center gap-1.5 rounded-sm border border-steel-300 px-2 py-1 text-sm font-medium whitespace-nowrap hover:border-signal hover:text-signal"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden h-4 w-4 sm:block" fill="none" stroke="currentColor">
        <path d="M6 3h8l2 2v12H4V3h2M7 8h6M7 11h6M7 14h4" strokeWidth="1.5" />
      </svg>
      <span>{word}</span>
      <span className="absolute -top-2.5 -right-2 min-w-5 rounded-full bg-signal px-1.5 text-center text-xs leading-5 text-white tabular-nums ring-2 ring-white sm:static sm:ring-0">
        {list.length}
      </span>
    </a>
  );
}
