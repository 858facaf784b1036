import { readConfig } from '@/server/config';
import { issueChallenge } from '@/server/contact/challenge';
import { NotFoundError } from '@/server/errors';

import { apiRoute } from '../../_lib/respond';

/**
 * GET /api/contact/challenge: a new proof-of-work challenge for a contact or quote request, `{parameters,
 * signature}` as altcha-lib makes it; never cached, each is solved once. 404 while CONTACT_CHALLENGE=off, when
 * requests need none.
 */
export const GET = apiRoute(async () => {
  if (!readConfig().contactChallenge.required) throw new NotFoundError('Challenge (CONTACT_CHALLENGE is off)');
  return Response.json(await issueChallenge(), { headers: { 'Cache-Control': 'no-store' } });
});
