'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

import { logOutAction } from '@/app/(admin)/admin/_actions/auth';

import { clearAdminMarker } from '../admin-marker';

/** Ends the session, forgets the marker and goes to the login page. */
export function LogoutButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logOutAction().catch(() => undefined);
          clearAdminMarker();
          router.replace('/admin/login');
        })
      }
      className="rounded-sm border border-anthracite px-4 py-2 font-medium hover:bg-anthracite hover:text-white"
    >
      {label}
    </button>
  );
}
