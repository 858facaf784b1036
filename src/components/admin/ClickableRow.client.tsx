'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import { useConfirmLeave } from './LeaveWarning.client';

/**
 * A table row that opens `href` wherever it is clicked. The row is a convenience for the mouse: the row must
 * also hold a real link to `href`, which keyboards and screen readers use (and which handles its own clicks).
 */
export function ClickableRow({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const confirmLeave = useConfirmLeave();
  return (
    <tr
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button, input')) return;
        if (confirmLeave()) router.push(href);
      }}
      className="cursor-pointer hover:bg-steel-50"
    >
      {children}
    </tr>
  );
}
