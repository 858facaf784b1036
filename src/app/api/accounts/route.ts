import { accountCreateSchema } from '@/schemas/account';
import { accountById, createAccount, listAccounts } from '@/server/auth/accounts';
import { requireRecentAuthentication } from '@/server/auth/reauthentication';

import { parseWith, readJson } from '../_lib/body';
import { apiRoute } from '../_lib/respond';
import { requireAdmin, requireAdminSession } from '../../../server/auth/request';

/** GET /api/accounts (owners only): every staff account with its role, a translator's languages, and its state. */
export const GET = apiRoute(async (request) => {
  await requireAdmin(request, 'accounts');
  return Response.json(await listAccounts());
});

/**
 * POST /api/accounts (owners only): `{ username, password, role, languages? }` → the new account, 201. Needs a
 * recent proof of identity (403 `"reauthenticate": true`: POST /api/auth/reauthenticate first).
 */
export const POST = apiRoute(async (request) => {
  const current = await requireAdminSession(request, 'accounts');
  const input = parseWith(accountCreateSchema, await readJson(request));
  requireRecentAuthentication(current);
  const { id } = await createAccount(input, undefined, current.admin);
  return Response.json(await accountById(id), { status: 201 });
});
