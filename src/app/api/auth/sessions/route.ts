import { requestSession } from '@/server/auth/cookies';
import { endAllSessions } from '@/server/auth/sessions';

import { apiRoute } from '../../_lib/respond';
import { requireAdminSession } from '../../../../server/auth/request';

/** DELETE /api/auth/sessions: signs the administrator out everywhere, this session included; 204. */
export const DELETE = apiRoute(async (request) => {
  const { admin } = await requireAdminSession(request);
  await endAllSessions(admin.id);
  const response = new Response(null, { status: 204 });
  (await requestSession(request, response)).destroy();
  return response;
});
