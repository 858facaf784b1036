'use client';

import { useEffect, useId, useRef, useState } from 'react';

import type { NavigationEntry } from './navigation';

/**
 * The header's menu below the xl breakpoint: one button opens it, groups open and close on their own. In a
 * browser without JavaScript, it opens while the button has the focus or the pointer, every group open.
 */
export function MobileMenu(props: {
  entries: NavigationEntry[];
  labels: { menu: string; close: string };
  /** Shown above the links: the search field. */
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="group xl:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        aria-label={open ? props.labels.close : props.labels.menu}
        className="flex size-10 items-center justify-center rounded-sm border border-steel-300 text-xl"
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </button>
      <nav
        id={panelId}
        aria-label={props.labels.menu}
        className={`absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-steel-100 bg-white px-6 pb-6 shadow-lg noscript:group-focus-within:block noscript:group-hover:block ${open ? '' : 'hidden'}`}
      >
        {props.children && <div className="pt-4 pb-2">{props.children}</div>}
        <ul className="divide-y divide-steel-100">
          {props.entries.map((entry) =>
            'items' in entry ? (
              <li key={entry.label}>
                <button
                  type="button"
                  aria-expanded={openGroup === entry.label}
                  onClick={() => setOpenGroup(openGroup === entry.label ? null : entry.label)}
                  className="flex w-full items-center justify-between py-4 text-left font-medium"
                >
                  {entry.label}
                  <span
                    aria-hidden="true"
                    className={`transition-transform duration-200 ${openGroup === entry.label ? 'rotate-180' : ''}`}
                  >
                    ▾
                  </span>
                </button>
                <ul className={`pb-3 pl-4 noscript:block ${openGroup === entry.label ? '' : 'hidden'}`}>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} className="block py-2 text-steel-700 hover:text-signal">
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  target={entry.external ? '_blank' : undefined}
                  rel={entry.external ? 'noopener' : undefined}
                  className="block py-4 font-medium hover:text-signal"
                >
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
