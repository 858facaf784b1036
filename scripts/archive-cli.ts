/** What `npm run backup` and `npm run restore` share: failing with one clear line. */
import { ConfigError } from '../src/server/config';

/** An error as one line: the message alone for the errors whose message is meant for the user. */
export function oneLine(error: unknown): string {
  if (error instanceof ConfigError) return error.message.replace(/\n\s*/g, ' ');
  const { code, message, path } = error as NodeJS.ErrnoException;
  if (code === 'ENOSPC') return `the disk is full${path ? ` (${path})` : ''}.`;
  if (code === 'EACCES') return `permission denied${path ? ` on ${path}` : ''}.`;
  return (message ?? String(error)).split('\n')[0]!;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
