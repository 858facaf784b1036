/**
 * Loaded into a benchmark's server (`node --expose-gc --import ./scripts/bench/memory-probe.mjs …`), never into the
 * site: on SIGUSR2 the process collects its garbage (twice, a full collection each) and writes its memory to
 * `MEMORY_PROBE_FILE` as JSON. What is still on the heap then is what the process keeps; the resident set (RSS) also
 * counts the heap V8 has grown and not yet given back, and memory outside the heap (buffers, WebAssembly, code).
 * With `MEMORY_PROBE_SNAPSHOTS` set to a folder, each probe also writes a heap snapshot there (slow: seconds per
 * hundred megabytes of heap), to compare in the browser's developer tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const snapshots = process.env.MEMORY_PROBE_SNAPSHOTS;
let probes = 0;

if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    globalThis.gc();
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    probes += 1;
    const snapshot = snapshots ? v8.writeHeapSnapshot(path.join(snapshots, `probe-${probes}.heapsnapshot`)) : null;
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
    );
    // Written whole, then renamed: the benchmark never reads half a file.
    fs.writeFileSync(`${file}.part`, JSON.stringify({ probe: probes, usage, heap, spaces, snapshot }));
    fs.renameSync(`${file}.part`, file);
  });
}
