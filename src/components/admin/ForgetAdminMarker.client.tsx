'use client';

import { useEffect } from 'react';

import { clearAdminMarker, readAdminMarker } from '../admin-marker';

/** On the login page the session is gone (or never was): the marker goes too, so the header drops its admin links. */
export function ForgetAdminMarker() {
  useEffect(() => {
    if (readAdminMarker() !== null) clearAdminMarker();
  }, []);
  return null;
}
