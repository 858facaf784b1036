import 'server-only';

import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * A web stream as a Node stream that fails unless it carries exactly `size` bytes: an upload never stores more
 * than it announced, nor a truncated file.
 */
export function exactly(size: number, body: ReadableStream<Uint8Array>): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > size ? new Error(`More than the ${size} bytes announced`) : null, chunk);
    },
    flush(done) {
      done(received < size ? new Error(`${received} bytes received of the ${size} announced`) : null);
    },
  });
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  source.on('error', (error) => counted.destroy(error));
  return source.pipe(counted);
}
