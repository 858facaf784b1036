'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export interface AdminMenuItem {
  href: string;
  label: string;
  /** Beside the label: the inbox's count of new requests. */
  badge?: ReactNode;
}

/** Whether `pathname` is the item's screen or one under it (a machine's screen is under the machines). */
function isCurrent(href: string, pathname: string) {
  const path = href.split('?')[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The back office's menu, on every screen of a signed-in account, with the current screen marked. On a wide screen
 * it is a row of links; on a phone a "Menu" button opens it (a disclosure that works without JavaScript), and it
 * closes again on the next screen.
 */
export function AdminMenu(props: { label: string; toggle: string; items: AdminMenuItem[]; end?: ReactNode }) {
  const pathname = usePathname();
  const links = (
    <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-1">
      {props.items.map((item) => {
        const current = isCurrent(item.href, pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={`flex items-center gap-1.5 rounded-sm px-3 py-2 text-sm font-medium whitespace-nowrap ${
                current
                  ? 'bg-white text-anthracite shadow-[inset_0_-2px_0] shadow-signal'
                  : 'text-steel-700 hover:bg-white hover:text-anthracite'
              }`}
            >
              {item.label}
              {item.badge}
            </Link>
          </li>
        );
      })}
      {props.end && <li className="sm:ml-auto">{props.end}</li>}
    </ul>
  );
  return (
    <nav aria-label={props.label} className="border-b border-steel-100 bg-steel-50">
      <div className="mx-auto max-w-6xl px-4 sm:px-5">
        <div className="hidden py-1 sm:block">{links}</div>
        {/* The key closes the disclosure when the screen changes. */}
        <details key={pathname} className="group py-1 sm:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-2 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-lg leading-none">
              ☰
            </span>
            {props.toggle}
            <span className="font-normal text-steel-700">
              · {props.items.find((item) => isCurrent(item.href, pathname))?.label}
            </span>
          </summary>
          <div className="pb-2">{links}</div>
        </details>
      </div>
    </nav>
  );
}
