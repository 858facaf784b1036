import { MalformedBodyError, apiRoute, noContent } from '../../_lib/respond';
import { requireAdmin } from '../../../../server/auth/request';
import { receiveUpload } from '@/server/media/uploads';

type Context = RouteContext<'/api/uploads/[ticket]'>;

/**
 * PUT /api/uploads/{ticket}: the file of an upload ticket (see `startUpload`), streamed to storage as it arrives,
 * so that a large video is never held whole in memory. 204, then the ticket is handed in by the admin screen.
 */
export const PUT = apiRoute(async (request, { params }: Context) => {
  await requireAdmin(request, 'content');
  const length = Number(request.headers.get('content-length'));
  if (!request.body || !Number.isSafeInteger(length) || length <= 0) {
    throw new MalformedBodyError('The file and its Content-Length are required.');
  }
  await receiveUpload((await params).ticket, request.body, length);
  return noContent();
});
