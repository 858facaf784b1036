/**
 * How the production server stops (scripts/server.mjs, on SIGTERM or Ctrl-C): it stops taking connections at once,
 * lets the requests in flight finish and be answered (a form being sent, a rolling restart behind nginx) up to a
 * deadline, cuts what is still open after it, then closes the database (the embedded database's files must be
 * closed properly) and only then lets the process exit. Plain JavaScript, because the server loads it as it is.
 */

/** How long the requests in flight may take to finish once a stop is asked for. */
export const stopDeadlineMs = 10_000;

/**
 * A function that stops `server` cleanly once, however often it is called: it resolves when the server is closed,
 * every connection ended (by their requests' end, or by the deadline) and `beforeExit` (closing the database) done.
 * @param {import('node:http').Server} server
 * @param {{ deadlineMs?: number, beforeExit?: () => Promise<void> }} [options]
 */
export function cleanStop(server, options = {}) {
  const { deadlineMs = stopDeadlineMs, beforeExit = async () => {} } = options;
  /** @type {Promise<void> | undefined} */
  let stopping;
  return () => {
    stopping ??= (async () => {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      // A connection kept open between requests (a reverse proxy's, a browser's) would hold the server until its
      // client closes it: each is closed as soon as its request in flight has been answered.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      let timer;
      const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      if ((await Promise.race([closed, deadline])) === 'deadline') {
        console.error(`Requests still open after ${deadlineMs / 1000} s were cut.`);
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      clearInterval(idle);
      await beforeExit();
    })();
    return stopping;
  };
}

/** Closes the app's database if it was opened (its handle is kept on globalThis by src/server/db/index.ts). */
export async function closeAppDatabase() {
  const handle = globalThis[Symbol.for('jorat.database')];
  if (!handle) return;
  try {
    await (await handle).close();
  } catch (error) {
    console.error('The database could not be closed cleanly:', error);
  }
}

/**
 * Abandons the backup in progress, if any, leaving no partial archive under a final name, and closes the listener
 * that `npm run backup` asks (src/server/backup/service.ts keeps them on globalThis).
 */
export async function abandonBackups() {
  const backups = globalThis[Symbol.for('jorat.backups')];
  if (!backups) return;
  try {
    await backups.stop();
  } catch (error) {
    console.error('The backups could not be stopped cleanly:', error);
  }
}
