/**
 * The admin marker: the administrator's id, stored in the browser under `user_id` at login and
 * removed at logout or when the session check fails. It only decides whether the public header shows the
 * dashboard link; the session itself is the httpOnly cookie, checked by the server.
 */
export const adminMarkerKey = 'user_id';

export function readAdminMarker(): string | null {
  try {
    return localStorage.getItem(adminMarkerKey);
  } catch {
    return null;
  }
}

export function storeAdminMarker(userId: number | string) {
  localStorage.setItem(adminMarkerKey, String(userId));
  window.dispatchEvent(new StorageEvent('storage', { key: adminMarkerKey }));
}

export function clearAdminMarker() {
  localStorage.removeItem(adminMarkerKey);
  window.dispatchEvent(new StorageEvent('storage', { key: adminMarkerKey }));
}

/** Calls `onChange` when the marker changes, in this tab or another. */
export function subscribeAdminMarker(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
