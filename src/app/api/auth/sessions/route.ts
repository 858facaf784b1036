import { requestSession } from '@/server/auth/cookies';
import { listSessions, signOutEverywhere } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { apiRoute } from '../../_lib/respond';
import { requireAdminSession } from '../../../../server/auth/request';

/** DELETE /api/auth/sessions: signs the administrator out everywhere, this session included; 204. */
export const DELETE = apiRoute(async (request) => {
  const { admin } = await requireAdminSession(request, 'self');
  await signOutEverywhere(admin, clientAddress(request.headers, readConfig().trustProxy));
  const response = new Response(null, { status: 204 });
  (await requestSession(request, response)).destroy();
  return response;
});

/**
 * GET /api/auth/sessions: the account's open sessions, most recently active first, `{ "sessions": [{ "id",
 * "createdAt", "lastSeenAt", "address", "userAgent", "current" }] }`.
 */
export const GET = apiRoute(async (request) => {
  const { admin, session } = await requireAdminSession(request, 'self');
  return Response.json({ sessions: await listSessions(admin.id, session.id) });
});
