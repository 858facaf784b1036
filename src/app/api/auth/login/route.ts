import { loginSchema } from '@/schemas/auth';
import { logIn } from '@/server/auth/login';
import { requestDevice, saveSignIn } from '@/server/auth/cookies';
import { assertSameOrigin } from '@/server/auth/request';
import { readConfig } from '@/server/config';
import { SecondFactorError } from '@/server/errors';
import { clientAddress } from '@/server/http/client-address';

import { parseWith, readJson } from '../../_lib/body';
import { apiRoute } from '../../_lib/respond';

/**
 * POST /api/auth/login: `{username, password}` → the session cookie, the device cookie and
 * `{user: {id, username}}`, with `"mustChangePassword": true` for an account that signed in with a first password
 * (its session may do nothing but `POST /api/auth/password` until it has chosen its own). An account with two-factor sign-in also needs `code` (from the app, or a recovery
 * code) in the same body; without it the answer is 401 `{"detail": …, "mfa": true}`, and the client sends the
 * three again. Another site's page cannot sign its visitor in (a foreign `Origin` is 403) and the body must be
 * `application/json` (415), which a cross-site form cannot send without the browser asking first.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const credentials = parseWith(loginSchema, await readJson(request));
  const known = await requestDevice(request, new Response());
  const result = await logIn(credentials, {
    address: clientAddress(request.headers, readConfig().trustProxy),
    userAgent: request.headers.get('user-agent') ?? '',
    device: known.username && known.id ? { username: known.username, id: known.id } : null,
  });
  if (result.status === 'secondFactor') throw new SecondFactorError();
  const response = Response.json(
    result.mustChangePassword ? { user: result.admin, mustChangePassword: true } : { user: result.admin },
  );
  await saveSignIn(result, { request, response });
  return response;
});
