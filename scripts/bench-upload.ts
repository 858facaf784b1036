/**
 * `npm run bench:upload [-- MEGABYTES]`: how an admin upload through the app's streaming route behaves for a
 * large video: the time it takes and how much the process's memory grows while it is received. Prints figures;
 * asserts nothing. Runs on a throwaway data folder, never on the configured one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const megabytes = Number(process.argv[2] ?? 250);
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
process.env.SESSION_SECRET ??= 'benchmark-session-secret-0123456789abcdef';
process.env.MAX_VIDEO_MB = String(megabytes + 1);
delete process.env.S3_BUCKET;

const { receiveUpload, startUpload } = await import('../src/server/media/uploads');

const size = megabytes * 1024 * 1024;
const chunk = new Uint8Array(1024 * 1024).fill(7);
let sent = 0;
const body = new ReadableStream<Uint8Array>({
  pull(controller) {
    if (sent >= size) return controller.close();
    sent += chunk.length;
    controller.enqueue(chunk.slice());
  },
});

global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
const ticket = await startUpload('machine:1', { size, type: 'video/mp4' });
await receiveUpload(decodeURIComponent(ticket.url.replace('/api/uploads/', '')), body, size);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
console.log(`file:               ${megabytes} MB`);
console.log(`time:               ${seconds.toFixed(2)} s (${(megabytes / seconds).toFixed(0)} MB/s)`);
console.log(`memory before:      ${mb(before)} MB`);
console.log(`memory growth peak: ${mb(peak - before)} MB`);
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
