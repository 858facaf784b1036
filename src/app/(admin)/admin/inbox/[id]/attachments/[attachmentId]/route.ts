import { create as contentDisposition } from 'content-disposition';

import { decimalId } from '@/schemas/fields';
import { requireAdmin } from '@/server/auth/request';
import { readAttachment } from '@/server/contact/attachments';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string; attachmentId: string }> };

/**
 * GET /admin/inbox/{id}/attachments/{attachmentId}: a file a visitor sent with request `id`, for a signed-in office
 * account only (without a session, the login page, which comes back to the request). Always a download, never
 * shown by the browser: whatever else the file may be (a PDF with a script, a polyglot), it stays inert, and the
 * sandbox policy disables it should a browser open it anyway. A file of another request, or none, is 404.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { id, attachmentId } = await params;
  try {
    await requireAdmin(request, 'inbox');
  } catch (error) {
    // A role without the inbox: refused as such, never a 500.
    if (error instanceof ForbiddenError)
      return new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } });
    if (!(error instanceof UnauthorizedError)) throw error;
    const back = decimalId(id) === null ? '/admin/inbox' : `/admin/inbox/${id}`;
    return new Response(null, {
      status: 303,
      headers: { Location: `/admin/login?next=${encodeURIComponent(back)}`, 'Cache-Control': 'no-store' },
    });
  }
  const requestId = decimalId(id);
  const fileId = decimalId(attachmentId);
  const file = requestId !== null && fileId !== null ? await readAttachment(requestId, fileId) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name),
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
