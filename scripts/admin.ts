/**
 * `npm run admin -- <username> [password]`: creates an owner, or sets the password of an existing account and makes
 * it an active owner (the recovery when no owner can sign in). Without a password, one is generated and printed: a
 * first password, which the account must replace at its first sign-in within 72 hours. A given one must pass the
 * password policy (12 characters or
 * more, not common or guessable). A new password ends every session of that account.
 *
 * `npm run admin -- --disable-2fa <username>`: turns the account's two-factor sign-in off (its secret and recovery
 * codes are deleted), for someone who lost both the phone and the recovery codes.
 */
import { foldUsername } from '../src/schemas/username';
import { generatePassword, setAdminPassword } from '../src/server/auth/first-admin';
import { passwordProblem, passwordProblemText } from '../src/server/auth/password-policy';
import { disableTotpByUsername } from '../src/server/auth/two-factor';
import { ValidationError } from '../src/server/errors';
import { UsageError, withDatabase } from './cli';

const usage = 'Usage: npm run admin -- <username> [password]\n       npm run admin -- --disable-2fa <username>';
const args = process.argv.slice(2);

await withDatabase(async (handle) => {
  if (args[0] === '--disable-2fa') {
    const username = args[1]?.trim();
    if (!username || args.length > 2) throw new UsageError(usage);
    await handle.migrate();
    if (!(await disableTotpByUsername(handle.db, username))) throw new UsageError(`There is no account ${username}.`);
    console.log(`Two-factor sign-in of ${username} is off; it signs in with its password alone.`);
    return;
  }
  const [username, given] = args;
  if (!username || username.trim() === '') throw new UsageError(usage);
  const problem = given === undefined ? null : passwordProblem(given, [username.trim()]);
  if (problem) throw new UsageError(passwordProblemText[problem]);
  await handle.migrate();
  const password = given ?? generatePassword();
  const options = { generated: given === undefined };
  const result = await setAdminPassword(handle.db, username.trim(), password, options).catch((error: unknown) => {
    throw error instanceof ValidationError ? new UsageError(error.message) : error;
  });
  if (result.created) console.log(`Created the administrator ${foldUsername(username)}.`);
  else {
    const sessions = result.endedSessions === 1 ? '1 session' : `${result.endedSessions} sessions`;
    console.log(`Set a new password for ${foldUsername(username)}, an active owner now, and ended ${sessions}.`);
  }
  if (!given) {
    console.log(`Password: ${password}`);
    console.log('A first password: the account chooses its own at its first sign-in, within 72 hours.');
  }
});
