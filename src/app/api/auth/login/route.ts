import { loginSchema } from '@/schemas/auth';
import { logIn } from '@/server/auth/login';
import { requestSession } from '@/server/auth/session';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { parseWith, readJson } from '../../_lib/body';
import { apiRoute } from '../../_lib/respond';

/** POST /api/auth/login: `{username, password}` → the session cookie and `{user: {id, username}}`. */
export const POST = apiRoute(async (request) => {
  const credentials = parseWith(loginSchema, await readJson(request));
  const admin = await logIn(credentials, clientAddress(request.headers, readConfig().trustProxy));
  const response = Response.json({ user: admin });
  const session = await requestSession(request, response);
  session.userId = admin.id;
  session.username = admin.username;
  await session.save();
  return response;
});
