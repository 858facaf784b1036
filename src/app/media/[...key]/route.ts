/** Serves the files of the local media storage, with byte ranges so that videos can seek and play in Safari. */
import fs from 'node:fs';
import { Readable } from 'node:stream';

import { mediaFolder, readConfig } from '@/server/config';
import { localDiskStorage } from '@/server/media/local-disk';
import { isValidMediaKey, mediaTypeOf } from '@/server/media/storage';

export async function GET(request: Request, { params }: RouteContext<'/media/[...key]'>) {
  const key = (await params).key.join('/');
  if (!isValidMediaKey(key)) return notFound();
  const file = localDiskStorage(mediaFolder(readConfig().dataDir)).pathOf(key);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return notFound();

  const headers = new Headers({
    'Content-Type': mediaTypeOf(key)!,
    'Accept-Ranges': 'bytes',
    // Keys are never reused for other content, so a file can be kept for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  const range = parseRange(request.headers.get('range'), stat.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  headers.set('Content-Length', String(end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  const body = stat.size === 0 ? null : (Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream);
  return new Response(body, { status: range ? 206 : 200, headers });
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
