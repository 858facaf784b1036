'use server';

import { revalidatePath } from 'next/cache';

import { totpConfirmSchema, totpStartSchema, twoFactorChangeSchema } from '@/schemas/two-factor';
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from '@/server/auth/two-factor';
import { requireRecentAuthentication } from '@/server/auth/reauthentication';
import { requiresTwoFactor } from '@/server/auth/security-settings';
import { ForbiddenError } from '@/server/errors';

import { adminAction } from '../_lib/action';

function revalidate() {
  revalidatePath('/admin/account');
  revalidatePath('/admin/accounts');
}

/** A new secret for the signed-in person's app: its QR code and its text, until a code confirms it. */
export async function startTotpEnrolmentAction(input: unknown) {
  return adminAction('self', totpStartSchema, input, async (_, admin) => startTotpEnrolment(admin.id));
}

/** Turns two-factor sign-in on with a code of the new secret; answers the recovery codes, shown once. */
export async function confirmTotpEnrolmentAction(input: unknown) {
  return adminAction('self', totpConfirmSchema, input, async ({ code }, admin) => {
    const codes = await confirmTotpEnrolment(admin.id, code);
    revalidate();
    return codes;
  });
}

/** New recovery codes, once the person has given their password and a code again (reauthenticateAction). */
export async function regenerateRecoveryCodesAction(input: unknown) {
  return adminAction('self', twoFactorChangeSchema, input, async (_, admin, current) => {
    requireRecentAuthentication(current);
    const codes = await regenerateRecoveryCodes(admin.id);
    revalidate();
    return codes;
  });
}

/**
 * Turns two-factor sign-in off, once the person has given their password and a code again; not while the owner
 * requires it.
 */
export async function disableTotpAction(input: unknown) {
  return adminAction('self', twoFactorChangeSchema, input, async (_, admin, current) => {
    if (await requiresTwoFactor()) throw new ForbiddenError('Two-factor sign-in is required for every account.');
    requireRecentAuthentication(current);
    await disableTotp(admin.id);
    revalidate();
    return null;
  });
}
