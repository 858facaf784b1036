/**
 * Every environment variable the product reads, validated once. The README lists them with the same defaults.
 * Kept free of `server-only` so that the command-line scripts and drizzle.config.ts can read it too.
 */
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optional.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional.refine((password) => !password || password.length >= 8, {
    message: 'must be at least 8 characters long',
  }),
});

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database and the media files. */
  dataDir: string;
  /** The real PostgreSQL server, when there is one; otherwise the embedded database is used. */
  databaseUrl: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError that names every wrong variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    admin: { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD },
  };
}

/** Folder of the embedded PostgreSQL database inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Folder of the media files inside DATA_DIR, used by the local storage driver. */
export const mediaFolder = (dataDir: string) => path.join(dataDir, 'media');
