import { requestSession } from '@/server/auth/session';

import { apiRoute } from '../../_lib/respond';

/** GET /api/auth/logout: ends the session (and answers 204 whether there was one or not). */
export const GET = apiRoute(async (request) => {
  const response = new Response(null, { status: 204 });
  const session = await requestSession(request, response);
  session.destroy();
  return response;
});
