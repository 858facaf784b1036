/** @jest-environment node */
import argon2 from 'argon2';

import { hashPassword } from './first-admin';

// The integration tests hash with argon2's cheapest parameters (src/tests/argon2.ts); these are the real ones.
test('passwords are hashed with argon2id at 64 MiB, 3 passes and 4 lanes, each with its own salt', async () => {
  const [first, second] = await Promise.all([hashPassword('a long password'), hashPassword('a long password')]);
  expect(first).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  expect(second).not.toBe(first);
  expect(await argon2.verify(first, 'a long password')).toBe(true);
  expect(await argon2.verify(first, 'a long passwore')).toBe(false);
});
