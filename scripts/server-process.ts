/**
 * How the production server's Node.js process is started: by `npm start` (scripts/start.ts), by each instance of
 * `npm run stack` (scripts/stack.ts) and by `npm run bench:cache`, so that what the benchmark measures is how the
 * site runs.
 *
 * Both settings bound the memory a burst of anonymous requests leaves behind (docs/performance.md, "What the growth
 * is made of"), which is garbage and freed memory, not data kept:
 * - V8 lets the JavaScript heap grow up to four times what was live at its last full collection before the next
 *   one; with the garbage of many renders at once, that is hundreds of megabytes resident. `--heap-growing-percent`
 *   makes it a fifth (the old generation's limit, `--max-old-space-size`, is unchanged).
 * - glibc's malloc keeps freed memory in as many arenas as threads asked for it (up to eight per core) and gives it
 *   back to the system late. Two arenas, memory returned once 128 KiB are free at the top of one, and blocks from
 *   128 KiB up taken from the system directly (so given back when freed) keep the resident set close to what is
 *   used. glibc reads these when the process starts, hence set here rather than in scripts/server.mjs; a variable
 *   already set in the environment wins.
 */

/** glibc's malloc settings of the server's process (mallopt(3), "ENVIRONMENT"). */
export const allocatorSettings: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024),
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
};

/** Node.js's options for the server's process, before its script. */
export const serverNodeArgs: readonly string[] = ['--heap-growing-percent=20'];

/** The server's environment: `env` with the allocator's settings it does not set itself. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...allocatorSettings, ...env };
}
