'use server';

import { revalidatePath } from 'next/cache';

import { totpConfirmSchema, totpStartSchema, twoFactorChangeSchema } from '@/schemas/two-factor';
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from '@/server/auth/two-factor';
import { requiresTwoFactor } from '@/server/auth/security-settings';
import { ForbiddenError } from '@/server/errors';

import { adminAction } from '../_lib/action';
import { currentAdminSession, recentlyProvenSession } from '../_lib/auth';

/** The signed-in person's id; adminAction has checked the session before `run` is called. */
async function self(): Promise<number> {
  const current = await currentAdminSession();
  if (!current) throw new Error('unreachable: adminAction checked the session');
  return current.admin.id;
}

/** The same, for a sensitive change: the person must have given their password (and code) in the last minutes. */
async function recentlyProvenSelf(): Promise<number> {
  return (await recentlyProvenSession()).admin.id;
}

function revalidate() {
  revalidatePath('/admin/account');
  revalidatePath('/admin/accounts');
}

/** A new secret for the signed-in person's app: its QR code and its text, until a code confirms it. */
export async function startTotpEnrolmentAction(input: unknown) {
  return adminAction('self', totpStartSchema, input, async () => startTotpEnrolment(await self()));
}

/** Turns two-factor sign-in on with a code of the new secret; answers the recovery codes, shown once. */
export async function confirmTotpEnrolmentAction(input: unknown) {
  return adminAction('self', totpConfirmSchema, input, async ({ code }) => {
    const codes = await confirmTotpEnrolment(await self(), code);
    revalidate();
    return codes;
  });
}

/** New recovery codes, once the person has given their password and a code again (reauthenticateAction). */
export async function regenerateRecoveryCodesAction(input: unknown) {
  return adminAction('self', twoFactorChangeSchema, input, async () => {
    const codes = await regenerateRecoveryCodes(await recentlyProvenSelf());
    revalidate();
    return codes;
  });
}

/**
 * Turns two-factor sign-in off, once the person has given their password and a code again; not while the owner
 * requires it.
 */
export async function disableTotpAction(input: unknown) {
  return adminAction('self', twoFactorChangeSchema, input, async () => {
    if (await requiresTwoFactor()) throw new ForbiddenError('Two-factor sign-in is required for every account.');
    await disableTotp(await recentlyProvenSelf());
    revalidate();
    return null;
  });
}
