import { passwordChangeSchema } from '@/schemas/account';
import { changeOwnPassword } from '@/server/auth/accounts';
import { requestDevice } from '@/server/auth/cookies';
import { isRecentlyAuthenticated } from '@/server/auth/reauthentication';
import { requireAdminSession } from '@/server/auth/request';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { parseWith, readJson } from '../../_lib/body';
import { apiRoute } from '../../_lib/respond';

/**
 * POST /api/auth/password `{ "current", "new" }`: the account's own new password; 200 `{ "endedSessions": n }` (its
 * other sessions end, this one stays). The one call a session with a first password may make. The current password
 * counts against the login limits (429); an account with two-factor sign-in must have given its code in the last
 * five minutes (403 `"reauthenticate": true`: POST /api/auth/reauthenticate first). 422 names a wrong field.
 */
export const POST = apiRoute(async (request) => {
  const current = await requireAdminSession(request, 'self', { beforeOwnPassword: true });
  const input = parseWith(passwordChangeSchema, await readJson(request));
  const device = await requestDevice(request, new Response());
  const result = await changeOwnPassword(current.admin.id, input, {
    keepToken: current.token,
    context: {
      address: clientAddress(request.headers, readConfig().trustProxy),
      userAgent: request.headers.get('user-agent') ?? '',
      device: device.username && device.id ? { username: device.username, id: device.id } : null,
    },
    recentlyAuthenticated: isRecentlyAuthenticated(current.session),
  });
  return Response.json(result);
});
