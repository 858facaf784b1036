'use server';

import { revalidatePath } from 'next/cache';

import { totpConfirmSchema, totpStartSchema, twoFactorProofSchema } from '@/schemas/two-factor';
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from '@/server/auth/two-factor';
import { requiresTwoFactor } from '@/server/auth/security-settings';
import { ForbiddenError } from '@/server/errors';

import { adminAction } from '../_lib/action';
import { currentAdmin } from '../_lib/auth';

/** The signed-in person's id; adminAction has checked the session before `run` is called. */
async function self(): Promise<number> {
  const admin = await currentAdmin();
  if (!admin) throw new Error('unreachable: adminAction checked the session');
  return admin.id;
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

/** New recovery codes, after a current code or the password. */
export async function regenerateRecoveryCodesAction(input: unknown) {
  return adminAction('self', twoFactorProofSchema, input, async ({ proof }) => {
    const codes = await regenerateRecoveryCodes(await self(), proof);
    revalidate();
    return codes;
  });
}

/** Turns two-factor sign-in off, after a current code or the password; not while the owner requires it. */
export async function disableTotpAction(input: unknown) {
  return adminAction('self', twoFactorProofSchema, input, async ({ proof }) => {
    if (await requiresTwoFactor()) throw new ForbiddenError('Two-factor sign-in is required for every account.');
    await disableTotp(await self(), proof);
    revalidate();
    return null;
  });
}
