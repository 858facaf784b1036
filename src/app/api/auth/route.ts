import { apiRoute } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/** GET /api/auth: 200 with the administrator while the session is valid, 401 otherwise. */
export const GET = apiRoute(async (request) => Response.json({ user: await requireAdmin(request, 'self') }));
