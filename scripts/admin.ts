/**
 * `npm run admin -- <username> [password]`: creates an administrator, or sets the password of an existing one.
 * Without a password, one is generated and printed. A new password ends every session of that account.
 */
import { generatePassword, setAdminPassword } from '../src/server/auth/admin-account';
import { UsageError, withDatabase } from './cli';

const [username, given] = process.argv.slice(2);

await withDatabase(async (handle) => {
  if (!username || username.trim() === '') {
    throw new UsageError('Usage: npm run admin -- <username> [password]');
  }
  if (given !== undefined && given.length < 8) throw new UsageError('The password must be at least 8 characters long.');
  await handle.migrate();
  const password = given ?? generatePassword();
  const result = await setAdminPassword(handle.db, username.trim(), password);
  if (result.created) console.log(`Created the administrator ${username.trim()}.`);
  else {
    const sessions = result.endedSessions === 1 ? '1 session' : `${result.endedSessions} sessions`;
    console.log(`Set a new password for ${username.trim()} and ended ${sessions}.`);
  }
  if (!given) console.log(`Password: ${password}`);
});
