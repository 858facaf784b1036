/**
 * argon2 as the integration tests load it (jest.config.mjs maps `argon2` here): the real library, hashing with its
 * cheapest parameters instead of the production ones (64 MiB, 3 passes, 4 lanes: some 150 ms a hash on two cores).
 * The tests sign in and create accounts by the hundred, and what they prove does not depend on the cost; a
 * verification reads the parameters from the hash it checks, so it is as cheap. The production parameters are
 * proven by the unit test of `hashPassword` (src/server/auth/password-hash.test.ts), which loads the library as is.
 */
// The package's entry file, reached by its path so that the mapping does not apply to it again.
import actual from 'argon2/argon2.cjs';

const cheapest = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const argon2: typeof actual = {
  ...actual,
  hash: ((password: string | Buffer, options?: Parameters<typeof actual.hash>[1]) =>
    actual.hash(password, { ...options, ...cheapest })) as typeof actual.hash,
};

export default argon2;
