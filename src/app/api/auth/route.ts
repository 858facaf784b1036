import { apiRoute } from '../_lib/respond';
import { requireAdminSession } from '../../../server/auth/request';

/**
 * GET /api/auth: 200 with the administrator while the session is valid, 401 otherwise; with
 * `"mustChangePassword": true` while the account must still choose its own password (POST /api/auth/password).
 */
export const GET = apiRoute(async (request) => {
  const { admin, session } = await requireAdminSession(request, 'self', { beforeOwnPassword: true });
  return Response.json(session.mustChangePassword ? { user: admin, mustChangePassword: true } : { user: admin });
});
