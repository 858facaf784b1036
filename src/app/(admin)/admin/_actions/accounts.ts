'use server';

import { revalidatePath } from 'next/cache';

import {
  accountActiveSchema,
  accountCreateSchema,
  accountIdSchema,
  accountRoleSchema,
  passwordChangeSchema,
  securitySettingsSchema,
} from '@/schemas/account';
import {
  changeOwnPassword,
  createAccount,
  deleteAccount,
  setAccountActive,
  setAccountRole,
} from '@/server/auth/accounts';
import { currentSession } from '@/server/auth/cookies';
import { saveSecuritySettings } from '@/server/auth/security-settings';

import { adminAction } from '../_lib/action';

export async function createAccountAction(input: unknown) {
  return adminAction('accounts', accountCreateSchema, input, async (data, admin) => {
    await createAccount(data, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/** A new role for an account, with a translator's languages; the last active owner keeps its role. */
export async function setAccountRoleAction(input: unknown) {
  return adminAction('accounts', accountRoleSchema, input, async ({ id, role, languages }, admin) => {
    await setAccountRole(id, { role, languages }, undefined, admin);
    revalidatePath('/admin', 'layout');
    return null;
  });
}

export async function setAccountActiveAction(input: unknown) {
  return adminAction('accounts', accountActiveSchema, input, async ({ id, active }, admin) => {
    await setAccountActive(id, active, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

export async function deleteAccountAction(input: unknown) {
  return adminAction('accounts', accountIdSchema, input, async ({ id }, admin) => {
    await deleteAccount(id, undefined, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/** Whether every account must sign in with a second factor: those without are sent to enrol at their next sign-in. */
export async function saveSecuritySettingsAction(input: unknown) {
  return adminAction('accounts', securitySettingsSchema, input, async (settings, admin) => {
    await saveSecuritySettings(settings, admin);
    revalidatePath('/admin/accounts');
    return null;
  });
}

/** The signed-in person's own new password; their other sessions end, this one stays. */
export async function changeOwnPasswordAction(input: unknown) {
  return adminAction('self', passwordChangeSchema, input, async (data, admin) =>
    changeOwnPassword(admin.id, data, (await currentSession()).token),
  );
}
