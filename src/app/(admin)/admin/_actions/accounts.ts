'use server';

import { revalidatePath } from 'next/cache';

import {
  accountActiveSchema,
  accountCreateSchema,
  accountEmailSchema,
  accountIdSchema,
  otherSessionsSchema,
  passwordChangeSchema,
  sessionIdSchema,
} from '@/schemas/account';
import { changeOwnPassword, createAccount, deleteAccount, setAccountActive } from '@/server/auth/accounts';
import { currentSession } from '@/server/auth/cookies';
import { setOwnEmail } from '@/server/auth/password-reset';
import { isRecentlyAuthenticated } from '@/server/auth/reauthentication';
import { type AdminSession, endOtherSessions } from '@/server/auth/sessions';
import { UnauthorizedError } from '@/server/errors';

import { adminAction } from '../_lib/action';
import { currentAdmin, currentSessionOfRequest, loginContext } from '../_lib/auth';

export async function createAccountAction(input: unknown) {
  return adminAction(accountCreateSchema, input, async (data) => {
    await createAccount(data, undefined, await currentAdmin());
    revalidatePath('/admin/accounts');
    return null;
  });
}

export async function setAccountActiveAction(input: unknown) {
  return adminAction(accountActiveSchema, input, async ({ id, active }) => {
    await setAccountActive(id, active, undefined, await currentAdmin());
    revalidatePath('/admin/accounts');
    return null;
  });
}

export async function deleteAccountAction(input: unknown) {
  return adminAction(accountIdSchema, input, async ({ id }) => {
    await deleteAccount(id, undefined, await currentAdmin());
    revalidatePath('/admin/accounts');
    return null;
  });
}

/** The session adminAction has checked, also one that must still choose its own password. */
async function checkedSession(): Promise<AdminSession> {
  const current = await currentSessionOfRequest();
  if (!current) throw new UnauthorizedError();
  return current;
}

/**
 * The signed-in person's own new password; their other sessions end, this one stays. The one action a session
 * with a first password may call.
 */
export async function changeOwnPasswordAction(input: unknown) {
  return adminAction(
    passwordChangeSchema,
    input,
    async (data) => {
      const current = await checkedSession();
      return changeOwnPassword(current.admin.id, data, {
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
  return adminAction(accountEmailSchema, input, async ({ email }) => {
    await setOwnEmail((await checkedSession()).admin.id, email);
    revalidatePath('/admin/account');
    return null;
  });
}

/** Ends the person's other sessions ("sign out my other sessions"); answers how many. */
export async function endOtherSessionsAction(input: unknown) {
  return adminAction(otherSessionsSchema, input, async () => {
    const current = await checkedSession();
    const ended = await endOtherSessions(current.admin, current.session.id, (await loginContext()).address);
    revalidatePath('/admin/account');
    return ended;
  });
}

/** Ends one of the person's other sessions, from the list on the account screen. */
export async function revokeSessionAction(input: unknown) {
  return adminAction(sessionIdSchema, input, async ({ id }) => {
    const current = await checkedSession();
    await endOtherSessions(current.admin, current.session.id, (await loginContext()).address, id);
    revalidatePath('/admin/account');
    return null;
  });
}
