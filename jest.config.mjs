import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * ESM-only packages loaded with require() by the code under Jest (the server's, and next-intl's and react-pdf's
 * through it). For a "type": "module" project next/jest compiles node_modules to ESM, which require() cannot load;
 * these are compiled to CommonJS instead.
 */
const commonJsPackages = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  '@schummar',
  'intl-messageformat',
  '@react-pdf',
  'color-string',
  'color-name',
  '@noble',
  'yoga-layout',
];

/** ESM-only packages that Jest must transform (next/jest would otherwise leave all of node_modules alone). */
const esmPackages = [...commonJsPackages, 'iron-session', 'iron-webcrypto', 'cookie'];

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // Domain modules guard against client imports with `server-only`; tests are server code.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    // file-type's "node" export offers only `import`, which Jest's require() resolution does not follow.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    // The same for react-pdf's hyphenation patterns, each language a file of its own.
    '^@react-pdf/hyphenate/(.+)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
    // next/image's loader, as `images.loaderFile` in next.config.mjs makes it in the build.
    '^next/dist/shared/lib/image-loader$': '<rootDir>/src/components/mediaLoader.ts',
  },
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

async function project(config) {
  const resolved = await createJestConfig({
    ...shared,
    ...config,
    moduleNameMapper: { ...config.moduleNameMapper, ...shared.moduleNameMapper },
  })();
  // next/jest appends its own ignore patterns; replace them so that the ESM packages above get transformed.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  const [[pattern, [transformer, options]]] = Object.entries(resolved.transform);
  resolved.transform = {
    [`/node_modules/(${commonJsPackages.join('|')})/.+\\.js$`]: [transformer, { ...options, isEsmProject: false }],
    [pattern]: [transformer, options],
  };
  return resolved;
}

export default async function config() {
  return {
    // Opening PGlite and hashing with argon2 take seconds on a busy 2-core machine; a limit is for hangs only.
    testTimeout: 60_000,
    // Both cores: Jest's default leaves one to its own main process, which mostly waits.
    maxWorkers: 2,
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
        testPathIgnorePatterns: ['<rootDir>/src/tests/'],
        setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
      }),
      await project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/src/tests/**/*.test.ts'],
        setupFiles: ['<rootDir>/src/tests/env.ts'],
        globalSetup: '<rootDir>/src/tests/global-setup.mjs',
        globalTeardown: '<rootDir>/src/tests/global-teardown.mjs',
        // Outside a Next.js server there is no cache to read or revalidate: see the stand-in.
        // argon2 hashing with its cheapest parameters: see the stand-in.
        moduleNameMapper: {
          '^next/cache$': '<rootDir>/src/tests/next-cache.ts',
          '^argon2$': '<rootDir>/src/tests/argon2.ts',
        },
      }),
      // `npm run stack` for real: nginx and two built instances (npm run test:stack, after a build).
      await project({
        displayName: 'stack',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/scripts/**/*.test.ts'],
      }),
    ],
  };
}
