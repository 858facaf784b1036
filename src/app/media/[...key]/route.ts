/**
 * Serves the stored pictures in the sizes the pages ask for (`?w=640`, see `variants.ts`), whatever the storage, and
 * the files of the local media storage as they are, with byte ranges so that videos can seek and play in Safari.
 */
import { readConfig } from '@/server/config';
import { mediaStorage } from '@/server/media/storage';
import { isValidMediaKey, mediaTypeOf } from '@/server/media/types';
import { pictureVariant, pictureWidth } from '@/server/media/variants';
import { busyResponse, GateBusyError } from '@/server/work-queue';

/** Keys are never reused for other content, so a file or one of its sizes can be kept for good. */
const immutable = 'public, max-age=31536000, immutable';

export async function GET(request: Request, { params }: RouteContext<'/media/[...key]'>) {
  const key = (await params).key.join('/');
  // The sizes are served at their original's URL, never at their own keys.
  if (!isValidMediaKey(key) || key.startsWith('variants/')) return notFound();
  const searchParams = new URL(request.url).searchParams;
  if (searchParams.has('w')) return sized(request, key, pictureWidth(searchParams.get('w')));
  // In a bucket, the file itself is at the bucket's public URL.
  if (readConfig().s3) {
    return new Response(null, {
      status: 307,
      headers: { Location: mediaStorage().publicUrl(key), 'Cache-Control': 'public, max-age=86400' },
    });
  }
  const storage = mediaStorage();
  const size = await storage.size(key);
  if (size === null) return notFound();

  const headers = new Headers({
    'Content-Type': mediaTypeOf(key)!,
    'Accept-Ranges': 'bytes',
    'Cache-Control': immutable,
    'X-Content-Type-Options': 'nosniff',
  });
  const range = parseRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set('Content-Length', String(end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const body = size === 0 ? null : await storage.stream(key, start, end + 1);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** A picture in one of the widths served, in the format the browser's `Accept` header makes best. */
async function sized(request: Request, key: string, width: number | null) {
  let variant;
  try {
    variant = width && (await pictureVariant(key, width, request.headers.get('accept')));
  } catch (error) {
    // Too many new sizes are being made at once (src/server/work-queue.ts): the browser may ask again shortly.
    if (error instanceof GateBusyError) return busyResponse();
    throw error;
  }
  if (!variant) return notFound();
  const headers = new Headers({
    'Content-Type': variant.type,
    // The WebP given while the AVIF is being made is kept a minute only, so that the AVIF then replaces it.
    'Cache-Control': variant.final ? immutable : 'public, max-age=60',
    // Caches in front must keep one answer per Accept header: a browser without AVIF gets the WebP.
    Vary: 'Accept',
    ETag: variant.etag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(variant.etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(variant.bytes.length));
  return new Response(variant.bytes as Uint8Array<ArrayBuffer>, { headers });
}

function notFound() {
  return Response.json({ detail: 'Not found' }, { status: 404 });
}

/** A single `bytes=` range, as browsers send for media; anything else is answered with the whole file. */
function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
