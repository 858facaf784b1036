import { reauthenticateSchema } from '@/schemas/auth';
import { requestDevice } from '@/server/auth/cookies';
import { reauthenticate } from '@/server/auth/reauthentication';
import { requireAdminSession } from '@/server/auth/request';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';

import { parseWith, readJson } from '../../_lib/body';
import { apiRoute, noContent } from '../../_lib/respond';

/**
 * POST /api/auth/reauthenticate `{ "password", "code"? }`: the person proves who they are again (the code is needed
 * when two-factor sign-in is on); for five minutes the session may then make sensitive changes. 204; 422 when the
 * password or code is wrong, counted against the login limits (429).
 */
export const POST = apiRoute(async (request) => {
  const current = await requireAdminSession(request, 'self');
  const proof = parseWith(reauthenticateSchema, await readJson(request));
  const device = await requestDevice(request, new Response());
  await reauthenticate(current, proof, {
    address: clientAddress(request.headers, readConfig().trustProxy),
    userAgent: request.headers.get('user-agent') ?? '',
    device: device.username && device.id ? { username: device.username, id: device.id } : null,
  });
  return noContent();
});
