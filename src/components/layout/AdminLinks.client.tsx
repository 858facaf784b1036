'use client';

import { useState, useSyncExternalStore } from 'react';

import { clearAdminMarker, readAdminMarker, subscribeAdminMarker } from '../admin-marker';

/** The dashboard link and the logout entry, shown only while the browser holds the admin marker. */
export function AdminLinks({ labels }: { labels: { dashboard: string; logout: string } }) {
  const marker = useSyncExternalStore(subscribeAdminMarker, readAdminMarker, () => null);
  const [leaving, setLeaving] = useState(false);
  if (!marker) return null;

  async function logOut() {
    setLeaving(true);
    try {
      await fetch('/api/auth/logout', { method: 'POST', cache: 'no-store' });
    } finally {
      clearAdminMarker();
      window.location.reload();
    }
  }

  return (
    <div className="flex items-center gap-3 text-sm">
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the back office is another root layout, which
          the browser loads afresh whatever the link: next/link would only add its code to every public page. */}
      <a href="/admin/dashboard" className="font-medium hover:text-signal">
        {labels.dashboard}
      </a>
      <button
        type="button"
        onClick={logOut}
        disabled={leaving}
        className="font-medium text-steel-700 hover:text-signal"
      >
        {labels.logout}
      </button>
    </div>
  );
}
