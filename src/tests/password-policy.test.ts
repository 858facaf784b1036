/**
 * The password policy (NIST SP 800-63B): 12 characters or more, not a common or guessable password, no
 * composition rules; applied by `npm run admin`'s setAdminPassword and to ADMIN_PASSWORD at the first start.
 */
import { count } from 'drizzle-orm';

import { ensureAdminAccount, generatePassword, setAdminPassword } from '@/server/auth/first-admin';
import { passwordProblem } from '@/server/auth/password-policy';
import { ConfigError, readConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the password policy', () => {
  it('refuses fewer than 12 characters, counted as characters', () => {
    expect(passwordProblem('x7#Kp!2qZ')).toBe('tooShort');
    expect(passwordProblem('ŝ9ĥ€ŧ¶ŋđ→ł@')).toBe('tooShort'); // 11 characters, more than 12 bytes
  });

  it('refuses common passwords and guessable ones, whatever their case', () => {
    expect(passwordProblem('password1234')).toBe('tooCommon');
    expect(passwordProblem('PASSWORD1234')).toBe('tooCommon');
    expect(passwordProblem('qwertyuiop123')).toBe('tooCommon');
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('tooCommon');
    expect(passwordProblem('iloveyou12345')).toBe('tooCommon');
  });

  it('refuses the username with a little added', () => {
    expect(passwordProblem('werkstatt-lausanne', ['werkstatt-lausanne'])).toBe('tooCommon');
  });

  it('accepts long passphrases and random strings without asking for digits or symbols', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('meule à eau du jorat')).toBeNull();
    expect(passwordProblem(generatePassword())).toBeNull();
  });
});

describe('where a password is set', () => {
  it('npm run admin refuses a weak password and keeps the old one', async () => {
    await expect(setAdminPassword(handle.db, 'policy', 'short')).rejects.toThrow(ValidationError);
    await expect(setAdminPassword(handle.db, 'policy', 'password1234')).rejects.toMatchObject({
      fields: { password: 'tooCommon' },
    });
    const [users] = await handle.db.select({ total: count() }).from(adminUsers);
    expect(users!.total).toBe(0);
    await expect(setAdminPassword(handle.db, 'policy', 'correct horse battery')).resolves.toEqual({ created: true });
  });

  it('ADMIN_PASSWORD must be 12 characters long, and not common, at the first start', async () => {
    expect(() => readConfig({ ADMIN_PASSWORD: 'elevenchars' })).toThrow(ConfigError);
    expect(readConfig({ ADMIN_PASSWORD: 'password1234' }).admin.password).toBe('password1234');
    const empty = await createTestDatabase();
    try {
      await expect(ensureAdminAccount(empty.db, { username: 'boss', password: 'password1234' })).rejects.toThrow(
        /ADMIN_PASSWORD: The password is too common/,
      );
      const created = await ensureAdminAccount(empty.db, { username: 'boss', password: 'a quiet mill by the lake' });
      expect(created).toEqual({ created: true, username: 'boss', generatedPassword: undefined });
    } finally {
      await empty.close();
    }
  });
});
