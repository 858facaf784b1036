import { accountUpdateSchema } from '@/schemas/account';
import { accountById, deleteAccount, updateAccount } from '@/server/auth/accounts';
import { requireRecentAuthentication } from '@/server/auth/reauthentication';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdminSession } from '../../../../server/auth/request';

type Context = RouteContext<'/api/accounts/[id]'>;

/**
 * PATCH /api/accounts/{id} (owners only): `{ role?, languages?, active? }` → the account. Demoting or deactivating
 * the last active owner is refused (422). Like every change of accounts, it needs a recent proof of identity (403
 * `"reauthenticate": true`: POST /api/auth/reauthenticate first).
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const current = await requireAdminSession(request, 'accounts');
  const id = pathId((await params).id, 'Account');
  const input = parseWith(accountUpdateSchema, await readJson(request));
  requireRecentAuthentication(current);
  await updateAccount(id, input, undefined, current.admin);
  return Response.json(await accountById(id));
});

/** DELETE /api/accounts/{id} (owners only, with a recent proof): 204; its sessions end. The last active owner stays (422). */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  const current = await requireAdminSession(request, 'accounts');
  const id = pathId((await params).id, 'Account');
  requireRecentAuthentication(current);
  await deleteAccount(id, undefined, current.admin);
  return noContent();
});
