/**
 * Every environment variable the product reads, validated once. The README lists them with the same defaults.
 * Kept free of `server-only` so that the command-line scripts and drizzle.config.ts can read it too.
 */
import path from 'node:path';
import { z } from 'zod';

import { type Locale, locales } from '../i18n/locales';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
  .optional();

const megabytes = (fallback: number) => z.coerce.number().positive().max(10_000).default(fallback);

/** The site's public origin from SITE_URL: an absolute http(s) URL with nothing after the host but one `/`. */
function siteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // `?` and `#` are checked in the text: an empty query or fragment leaves no trace in the parsed URL.
  const bare = url.pathname === '/' && !/[?#]/.test(value) && !url.username && !url.password;
  return ['http:', 'https:'].includes(url.protocol) && bare ? url.origin : null;
}

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  SITE_URL: optional.refine((url) => !url || siteOrigin(url) !== null, {
    message: 'must be an absolute http:// or https:// URL without a path, e.g. https://www.example.ch',
  }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optional.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  ADMIN_USERNAME: optional,
  // The rest of the password policy (not a common or guessable password) is checked when the account is created.
  ADMIN_PASSWORD: optional.refine((password) => !password || [...password].length >= 12, {
    message: 'must be at least 12 characters long',
  }),
  SESSION_SECRET: optional.refine((secret) => !secret || secret.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  TRUST_PROXY: flag,
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  CONTACT_UNCHECKED_RATE_LIMIT: z.coerce.number().int().min(0).default(3),
  CONTACT_CHALLENGE: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }))
    .default('on'),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  // Read by the cache itself (src/server/cache/handler.mjs, which Next.js loads as it is); checked here too, so that
  // a wrong value stops the start like any other.
  CACHE_MAX_MB: optional.refine((value) => !value || (/^[1-9]\d{1,5}$/.test(value) && Number(value) >= 16), {
    message: 'must be a whole number of megabytes, 16 or more',
  }),
  MAX_IMAGE_MB: megabytes(20),
  MAX_VIDEO_MB: megabytes(300),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: optional,
  CONTACT_TO: optional,
  CONTACT_FROM: optional,
  OFFICE_LANGUAGE: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(locales, { message: `must be one of ${locales.join(', ')}` }))
    .default('fr'),
  BACKUP_DIR: optional,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  DEEPL_API_KEY: optional,
  DEEPL_API_URL: optional.refine((url) => !url || siteOrigin(url) !== null, {
    message: 'must be an absolute http:// or https:// URL without a path, e.g. https://api-free.deepl.com',
  }),
});

export type Config = {
  port: number;
  host: string;
  /**
   * The site's public address, without a trailing slash (`https://www.example.ch`): the base of the canonical
   * and language links, the sitemap and robots.txt, which search engines and shared links need absolute.
   */
  siteUrl: string;
  /** Absolute path of the folder that holds the embedded database and the media files. */
  dataDir: string;
  /** The real PostgreSQL server, when there is one; otherwise the embedded database is used. */
  databaseUrl: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  /** The session cookie's secret; when unset, one is generated and kept in DATA_DIR. */
  sessionSecret: string | undefined;
  /** Failed login attempts allowed per username and per address in 15 minutes. */
  loginRateLimit: number;
  /** How long a back-office session lasts without a request, and in all since its sign-in, in seconds. */
  sessionLifetime: { idleSeconds: number; maxSeconds: number };
  /** Believe the reverse proxy's X-Forwarded-For for the client address. */
  trustProxy: boolean;
  /** Contact and quote requests allowed per address in an hour. */
  contactRateLimit: number;
  /** Site searches (page and API) per address and minute. */
  searchRateLimit: number;
  /**
   * Whether contact and quote requests must carry a solved proof-of-work challenge (CONTACT_CHALLENGE, on unless
   * `off`), and how many a form may send without one per address in an hour (a browser without JavaScript; 0
   * refuses them).
   */
  contactChallenge: { required: boolean; uncheckedRateLimit: number };
  /** Days a closed or spam request is kept, counted from when it became so; then it is deleted. */
  contactRetentionDays: number;
  /** Days what the office deleted stays in the trash; then it is erased, with its files. */
  trashRetentionDays: number;
  /** Days an entry of the activity log (sign-ins, account changes) is kept; then it is deleted. */
  activityRetentionDays: number;
  /** Largest upload accepted, in bytes, per kind of file. */
  uploadLimits: { image: number; video: number };
  /** S3-compatible media storage, when S3_BUCKET is set; otherwise files go to DATA_DIR/media. */
  s3: S3Config | undefined;
  /** Notification e-mails for contact requests, when SMTP_URL is set. */
  smtp: { url: string; to: string; from: string } | undefined;
  /** The office's language (OFFICE_LANGUAGE, fr unless set): the one its notification e-mails are written in. */
  officeLanguage: Locale;
  /** Suggested translations from DeepL's API, when DEEPL_API_KEY is set. */
  deepl: { apiKey: string; apiUrl: string } | undefined;
  /**
   * The daily backups: the folder they are written to (BACKUP_DIR, DATA_DIR/backups unless set; null when `off`)
   * and how many are kept (BACKUP_KEEP).
   */
  backups: { dir: string | null; keep: number };
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Base URL under which the bucket's objects are public (a CDN or the bucket's website endpoint). */
  publicUrl: string;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError that names every wrong variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.S3_BUCKET && !values.S3_PUBLIC_URL) problems.push('  S3_PUBLIC_URL: required when S3_BUCKET is set');
  if (values.SMTP_URL && !values.CONTACT_TO) problems.push('  CONTACT_TO: required when SMTP_URL is set');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const megabyte = 1024 * 1024;
  return {
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL ? siteOrigin(values.SITE_URL)! : `http://localhost:${values.PORT}`,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    admin: { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD },
    sessionSecret: values.SESSION_SECRET,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    sessionLifetime: { idleSeconds: values.SESSION_IDLE_MINUTES * 60, maxSeconds: values.SESSION_MAX_HOURS * 3600 },
    trustProxy: values.TRUST_PROXY ?? false,
    contactRateLimit: values.CONTACT_RATE_LIMIT,
    searchRateLimit: values.SEARCH_RATE_LIMIT,
    contactChallenge: {
      required: values.CONTACT_CHALLENGE === 'on',
      uncheckedRateLimit: values.CONTACT_UNCHECKED_RATE_LIMIT,
    },
    contactRetentionDays: values.CONTACT_RETENTION_DAYS,
    trashRetentionDays: values.TRASH_RETENTION_DAYS,
    activityRetentionDays: values.ACTIVITY_RETENTION_DAYS,
    uploadLimits: { image: values.MAX_IMAGE_MB * megabyte, video: values.MAX_VIDEO_MB * megabyte },
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION ?? 'us-east-1',
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          publicUrl: values.S3_PUBLIC_URL!.replace(/\/+$/, ''),
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    smtp: values.SMTP_URL
      ? {
          url: values.SMTP_URL,
          to: values.CONTACT_TO!,
          from: values.CONTACT_FROM ?? values.CONTACT_TO!,
        }
      : undefined,
    officeLanguage: values.OFFICE_LANGUAGE,
    backups: {
      dir:
        values.BACKUP_DIR?.toLowerCase() === 'off'
          ? null
          : path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
      keep: values.BACKUP_KEEP,
    },
    deepl: values.DEEPL_API_KEY
      ? {
          apiKey: values.DEEPL_API_KEY,
          // DeepL's free keys end in `:fx` and work only on the free endpoint.
          apiUrl: values.DEEPL_API_URL
            ? siteOrigin(values.DEEPL_API_URL)!
            : values.DEEPL_API_KEY.endsWith(':fx')
              ? 'https://api-free.deepl.com'
              : 'https://api.deepl.com',
        }
      : undefined,
  };
}

/** Folder of the embedded PostgreSQL database inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Folder of the media files inside DATA_DIR, used by the local storage driver. */
export const mediaFolder = (dataDir: string) => path.join(dataDir, 'media');
