'use server';

import { revalidatePath } from 'next/cache';

import {
  accountActiveSchema,
  accountCreateSchema,
  accountEmailSchema,
  accountIdSchema,
  accountRoleSchema,
  firstPasswordSchema,
  otherSessionsSchema,
  passwordChangeSchema,
  securitySettingsSchema,
  sessionIdSchema,
} from '@/schemas/account';
import {
  changeOwnPassword,
  createAccount,
  deleteAccount,
  setAccountActive,
  setAccountRole,
  setFirstPassword,
} from '@/server/auth/accounts';
import { currentSession } from '@/server/auth/cookies';
import { setOwnEmail } from '@/server/auth/password-reset';
import { isRecentlyAuthenticated, requireRecentAuthentication } from '@/server/auth/reauthentication';
import { saveSecuritySettings } from '@/server/auth/security-settings';
import { endOtherSessions } from '@/server/auth/sessions';

import { adminAction } from '../_lib/action';
import { loginContext } from '../_lib/auth';

/**
 * Creating, changing and deleting accounts, and the security settings, each need a recent proof of identity
 * (`requireRecentAuthentication`): a session left open or stolen must not be enough to change who may do what.
 */
export async function createAccountAction(input: unknown) {
  return adminAction('accounts', accountCreateSchema, input, async (data, admin, current) => {
    requireRecentAuthentication(current);
    await createAccount(data, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/** A new role for an account, with a translator's languages; the last active owner keeps its role. */
export async function setAccountRoleAction(input: unknown) {
  return adminAction('accounts', accountRoleSchema, input, async ({ id, role, languages }, admin, current) => {
    requireRecentAuthentication(current);
    await setAccountRole(id, { role, languages }, undefined, admin);
    revalidatePath('/admin', 'layout');
    return null;
  });
}

export async function setAccountActiveAction(input: unknown) {
  return adminAction('accounts', accountActiveSchema, input, async ({ id, active }, admin, current) => {
    requireRecentAuthentication(current);
    await setAccountActive(id, active, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

export async function deleteAccountAction(input: unknown) {
  return adminAction('accounts', accountIdSchema, input, async ({ id }, admin, current) => {
    requireRecentAuthentication(current);
    await deleteAccount(id, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/**
 * A new first password for another account (typed, or generated when left out), answered to be shown once: its
 * sessions end, and it must choose its own at its next sign-in.
 */
export async function setFirstPasswordAction(input: unknown) {
  return adminAction('accounts', firstPasswordSchema, input, async ({ id, password }, admin, current) => {
    requireRecentAuthentication(current);
    return setFirstPassword(id, password, admin);
  });
}

/**
 * Whether every account must sign in with a second factor: those without are sent to enrol at their next sign-in.
 * A recent proof of identity too: turning the requirement off weakens every account's sign-in at once.
 */
export async function saveSecuritySettingsAction(input: unknown) {
  return adminAction('accounts', securitySettingsSchema, input, async (settings, admin, current) => {
    requireRecentAuthentication(current);
    await saveSecuritySettings(settings, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/**
 * The signed-in person's own new password; their other sessions end, this one stays. The one action a session
 * with a first password may call.
 */
export async function changeOwnPasswordAction(input: unknown) {
  return adminAction(
    'self',
    passwordChangeSchema,
    input,
    async (data, admin, current) => {
      return changeOwnPassword(admin.id, data, {
        keepToken: (await currentSession()).token,
        context: await loginContext(),
        recentlyAuthenticated: isRecentlyAuthenticated(current.session),
      });
    },
    { beforeOwnPassword: true },
  );
}

/** The person's own e-mail address, where a forgotten password's link is sent. */
export async function setOwnEmailAction(input: unknown) {
  return adminAction('self', accountEmailSchema, input, async ({ email }, admin) => {
    await setOwnEmail(admin.id, email);
    revalidatePath('/admin/account');
    return null;
  });
}

/** Ends the person's other sessions ("sign out my other sessions"); answers how many. */
export async function endOtherSessionsAction(input: unknown) {
  return adminAction('self', otherSessionsSchema, input, async (_, admin, { session }) => {
    const ended = await endOtherSessions(admin, session.id, (await loginContext()).address);
    revalidatePath('/admin/account');
    return ended;
  });
}

/** Ends one of the person's other sessions, from the list on the account screen. */
export async function revokeSessionAction(input: unknown) {
  return adminAction('self', sessionIdSchema, input, async ({ id }, admin, { session }) => {
    await endOtherSessions(admin, session.id, (await loginContext()).address, id);
    revalidatePath('/admin/account');
    return null;
  });
}
