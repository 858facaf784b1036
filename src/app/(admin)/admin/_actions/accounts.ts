'use server';

import { revalidatePath } from 'next/cache';

import { accountActiveSchema, accountCreateSchema, accountIdSchema, passwordChangeSchema } from '@/schemas/account';
import { changeOwnPassword, createAccount, deleteAccount, setAccountActive } from '@/server/auth/accounts';
import { currentSession } from '@/server/auth/cookies';

import { adminAction } from '../_lib/action';
import { currentAdmin } from '../_lib/auth';

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

/** The signed-in person's own new password; their other sessions end, this one stays. */
export async function changeOwnPasswordAction(input: unknown) {
  return adminAction(passwordChangeSchema, input, async (data) => {
    const admin = await currentAdmin();
    if (!admin) throw new Error('unreachable: adminAction checked the session');
    return changeOwnPassword(admin.id, data, (await currentSession()).token);
  });
}
