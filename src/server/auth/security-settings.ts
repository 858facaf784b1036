/**
 * The owner's security settings, kept in the database (one row of `app_state`) so that every instance applies
 * them: for now, whether every account must sign in with a second factor. When it must, an account without one
 * is sent to enrol at its next sign-in and may do nothing else until it has (sessions.ts `mustEnrol`).
 */
import 'server-only';

import { eq, sql } from 'drizzle-orm';

import { type SecuritySettings, securitySettingsSchema } from '@/schemas/account';

import { type Actor, recordActivity } from '../activity/log';
import { type Database, database } from '../db';
import { appState } from '../db/schema';

const key = 'security';
const defaults: SecuritySettings = { requireTwoFactor: false };

export async function securitySettings(db?: Database): Promise<SecuritySettings> {
  const [row] = await (db ?? (await database())).select().from(appState).where(eq(appState.key, key));
  const parsed = securitySettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaults;
}

export async function requiresTwoFactor(db?: Database): Promise<boolean> {
  return (await securitySettings(db)).requireTwoFactor;
}

/** Stores the settings; the activity log records the change and who made it. */
export async function saveSecuritySettings(settings: SecuritySettings, by: Actor, db?: Database): Promise<void> {
  await (db ?? (await database())).transaction(async (tx) => {
    const value = JSON.stringify(settings);
    await tx
      .insert(appState)
      .values({ key, value: sql`${value}::jsonb` })
      .onConflictDoUpdate({ target: appState.key, set: { value: sql`excluded.value`, updated_at: sql`now()` } });
    await recordActivity(tx as unknown as Database, {
      kind: 'securitySettingsChanged',
      by,
      summary: { requireTwoFactor: settings.requireTwoFactor },
    });
  });
}
