'use client';

import { useCompareList } from '../compare/store';
import { useQuoteList } from '../quote-list/store';

const icons = {
  quote: 'M6 3h8l2 2v12H4V3h2M7 8h6M7 11h6M7 14h4',
  compare: 'M3 4h6v12H3zM11 4h6v12h-6zM5 8h2M13 8h2M5 11h2M13 11h2',
};

/**
 * The header's link to one of the lists the visitor keeps in this browser (the quote request, the machines to
 * compare), with how many machines it holds; shown once it holds one. It says a short word ("Quote", "Vergleich")
 * at every width; its title gives the list's full name. On a phone the count sits on the link's corner, which
 * leaves the longest word ("Presupuesto") room beside the company's name. The compare link names its machines; its
 * word is for screen readers and its title.
 */
export function ListLink({
  list,
  href,
  label,
  word,
}: {
  list: 'quote' | 'compare';
  href: string;
  label: string;
  word: string;
}) {
  const quote = useQuoteList();
  const compare = useCompareList();
  const ids = list === 'quote' ? quote?.map((entry) => entry.id) : compare;
  if (!ids || ids.length === 0) return null;
  return (
    <a
      href={list === 'quote' ? href : `${href}?ids=${ids.join(',')}`}
      title={label}
      className="relative inline-flex items-center gap-1.5 rounded-sm border border-steel-300 px-2 py-1 text-sm font-medium whitespace-nowrap hover:border-signal hover:text-signal"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`h-4 w-4 ${list === 'quote' ? 'hidden sm:block' : ''}`}
        fill="none"
        stroke="currentColor"
      >
        <path d={icons[list]} strokeWidth="1.5" />
      </svg>
      {/* The quote list's word shows at every width; the comparison is its icon, which leaves the menu its room. */}
      <span className={list === 'compare' ? 'sr-only' : undefined}>{word}</span>
      <span className="absolute -top-2.5 -right-2 min-w-5 rounded-full bg-signal px-1.5 text-center text-xs leading-5 text-white tabular-nums ring-2 ring-white sm:static sm:ring-0">
        {ids.length}
      </span>
    </a>
  );
}
