'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';

import { logOutAction, signOutEverywhereAction } from '@/app/(admin)/admin/_actions/auth';

import { clearAdminMarker } from '../admin-marker';

/**
 * Ends the session (or, `everywhere`, every session of the account), forgets the marker and goes to the login
 * page.
 */
export function LogoutButton({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('AdminDashboard');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await (everywhere ? signOutEverywhereAction() : logOutAction()).catch(() => undefined);
          clearAdminMarker();
          router.replace('/admin/login');
        })
      }
      className="rounded-sm border border-anthracite px-4 py-2 font-medium hover:bg-anthracite hover:text-white"
    >
      {t(everywhere ? 'logoutEverywhere' : 'logout')}
    </button>
  );
}
