import { requestSession } from '@/server/auth/cookies';
import { endSession } from '@/server/auth/sessions';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { apiRoute } from '../../_lib/respond';

/** GET /api/auth/logout: ends the session, on the server too (and answers 204 whether there was one or not). */
export const GET = apiRoute(async (request) => {
  const response = new Response(null, { status: 204 });
  const session = await requestSession(request, response);
  await endSession(session.token, { address: clientAddress(request.headers, readConfig().trustProxy) });
  session.destroy();
  return response;
});
