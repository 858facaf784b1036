'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownItem {
  href: string;
  label: string;
  /** The language of the target, for a language switcher. */
  hrefLang?: string;
  current?: boolean;
  external?: boolean;
}

/**
 * A menu button of the header: opens on hover, on click and from the keyboard; Escape or a click outside
 * closes it and gives focus back to the button. In a browser without JavaScript, the menu opens on hover and
 * while the focus is in it (its links are in the page all along).
 */
export function Dropdown(props: {
  label: ReactNode;
  /** The name of the button for assistive technology, when the label is not text enough. */
  ariaLabel?: string;
  items: DropdownItem[];
  onSelect?: (item: DropdownItem) => void;
  align?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // A pointer that opened the menu by hovering, then clicks, means "open", not "close again".
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  return (
    <div
      ref={root}
      className="group relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={props.ariaLabel}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
        className="flex items-center gap-1 py-2 font-medium hover:text-signal"
      >
        {props.label}
        <span aria-hidden="true" className={`text-xs transition-transform duration-200 ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <ul
        id={listId}
        className={`absolute top-full z-30 min-w-52 rounded-sm border border-steel-100 bg-white py-2 shadow-lg noscript:group-focus-within:block noscript:group-hover:block ${
          props.align === 'right' ? 'right-0' : 'left-0'
        } ${open ? '' : 'hidden'}`}
      >
        {props.items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              hrefLang={item.hrefLang}
              lang={item.hrefLang}
              aria-current={item.current ? 'true' : undefined}
              target={item.external ? '_blank' : undefined}
              rel={item.external ? 'noopener' : undefined}
              onClick={() => props.onSelect?.(item)}
              className="block px-4 py-2 text-anthracite hover:bg-steel-50 hover:text-signal aria-[current=true]:font-semibold"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
