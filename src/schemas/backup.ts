/**
 * The manifest of a backup archive (src/server/backup): what `npm run restore` reads first and checks everything
 * else against. An archive comes from outside (a file someone hands over), so it is validated like any input.
 */
import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

/** The archive layout this version writes and reads; a later layout is refused by name. */
export const backupFormat = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().min(0);

/** A table of the `public` schema, as PostgreSQL names it unquoted. */
export const tableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  source: z.object({
    host: z.string(),
    database: z.enum(['embedded', 'postgresql']),
    media: z.enum(['folder', 'bucket']),
    where: z.string(),
  }),
  /** The last schema migration applied to the database backed up (drizzle's `created_at` and hash). */
  migration: z.object({ createdAt: z.number().int(), hash: z.string(), tag: z.string().nullable() }).nullable(),
  /** Each table's rows, one JSON object per line in `database/{name}.ndjson`. */
  tables: z.record(tableName, z.object({ rows: size, size, sha256 })),
  /** Sequences (serial ids) and where they stood. */
  sequences: z.record(tableName, z.object({ value: z.string().regex(/^-?\d+$/), called: z.boolean() })),
  /** Media files, each in `media/{key}`. */
  files: z.array(z.object({ key: z.string(), size, sha256 })),
  /** Files a row named that were gone from the store when it was read (deleted meanwhile). */
  missing: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
