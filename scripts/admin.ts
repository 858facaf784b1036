/**
 * `npm run admin -- <username> [password]`: creates an administrator, or sets the password of an existing one.
 * Without a password, one is generated and printed.
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
  const created = await setAdminPassword(handle.db, username.trim(), password);
  console.log(`${created ? 'Created the administrator' : 'Set a new password for'} ${username.trim()}.`);
  if (!given) console.log(`Password: ${password}`);
});
