import { accountUpdateSchema } from '@/schemas/account';
import { accountById, deleteAccount, updateAccount } from '@/server/auth/accounts';

import { parseWith, pathId, readJson } from '../../_lib/body';
import { apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';

type Context = RouteContext<'/api/accounts/[id]'>;

/**
 * PATCH /api/accounts/{id} (owners only): `{ role?, languages?, active? }` → the account. Demoting or deactivating
 * the last active owner is refused (422).
 */
export const PATCH = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'accounts');
  const id = pathId((await params).id, 'Account');
  await updateAccount(id, parseWith(accountUpdateSchema, await readJson(request)), undefined, admin);
  return Response.json(await accountById(id));
});

/** DELETE /api/accounts/{id} (owners only): 204; its sessions end. The last active owner stays (422). */
export const DELETE = apiRoute(async (request, { params }: Context) => {
  const admin = await requireAdmin(request, 'accounts');
  await deleteAccount(pathId((await params).id, 'Account'), undefined, admin);
  return noContent();
});
