'use client';

import { useEffect } from 'react';

import { clearAdminMarker, readAdminMarker } from '../admin-marker';

/** On the login page the session is gone (or never was): the header's marker goes too (SPEC §6). */
export function ForgetAdminMarker() {
  useEffect(() => {
    if (readAdminMarker() !== null) clearAdminMarker();
  }, []);
  return null;
}
