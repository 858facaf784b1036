/**
 * `npm run admin -- <username> [password]`: creates an administrator, or sets the password of an existing one.
 * Without a password, one is generated and printed. A given one must pass the password policy (12 characters or
 * more, not common or guessable). A new password ends every session of that account.
 */
import { generatePassword, setAdminPassword } from '../src/server/auth/admin-account';
import { passwordProblem, passwordProblemText } from '../src/server/auth/password-policy';
import { UsageError, withDatabase } from './cli';

const [username, given] = process.argv.slice(2);

await withDatabase(async (handle) => {
  if (!username || username.trim() === '') {
    throw new UsageError('Usage: npm run admin -- <username> [password]');
  }
  const problem = given === undefined ? null : passwordProblem(given, [username.trim()]);
  if (problem) throw new UsageError(passwordProblemText[problem]);
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
