import { requestSession } from '@/server/auth/cookies';
import { assertSameOrigin } from '@/server/auth/request';
import { endSession } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { apiRoute } from '../../_lib/respond';

/** Ends the session of `request`, on the server too: 204 whether there was one or not. */
async function logOut(request: Request): Promise<Response> {
  const response = new Response(null, { status: 204 });
  const session = await requestSession(request, response);
  await endSession(session.token, { address: clientAddress(request.headers, readConfig().trustProxy) });
  session.destroy();
  return response;
}

/** GET /api/auth/logout: for API clients, which hold their cookie themselves. */
export const GET = apiRoute(logOut);

/**
 * POST /api/auth/logout: what the site's own pages use. Refused from another site's page (403), so that a link or
 * a form elsewhere cannot end a visitor's session.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  return logOut(request);
});
