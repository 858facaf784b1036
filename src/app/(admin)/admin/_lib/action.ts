import 'server-only';

import type { z } from 'zod';

import type { Locale } from '@/i18n/locales';

import type { ActionError, ActionResult } from '@/schemas/action-result';
import { fieldErrors } from '@/schemas/field-errors';
import type { Admin, AdminSession } from '@/server/auth/sessions';
import { assertMayChangeTexts, may, OutsideLanguagesError, type Permission } from '@/server/auth/roles';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ReauthenticationRequiredError,
  TooLargeError,
  ValidationError,
} from '@/server/errors';
import { actingAs, editingDrafts } from '@/server/history';
import { TranslationServiceError } from '@/server/translations/deepl';

import { currentSessionOfRequest } from './auth';

/**
 * What an action needs of the signed-in account's role (src/server/auth/roles.ts). An action that changes texts
 * says which: the changed fields (`{stem}_{language}` keys) and any further languages it touches, so that a
 * translator's save outside its languages is refused before anything is written.
 */
export type Need<D> = Exclude<Permission, 'texts'> | { texts: (data: D) => { changes?: object; languages?: Locale[] } };

/**
 * The one way admin server actions run: the session is checked first, then the role's permission (`need`), the
 * input validated with its shared schema, a translator's changed texts against its languages, then the domain
 * function runs with the signed-in account and its session (which the actions about the person's own sessions and
 * proofs of identity need), on drafts (history/drafts.ts); its failures become a typed answer, and bugs are logged.
 * An account that must still enrol in two-factor sign-in may use its own account only; a session whose account must
 * still choose its own password is refused (`mustChangePassword`), except by the one action that changes it
 * (`beforeOwnPassword`).
 */
export async function adminAction<S extends z.ZodType, T>(
  need: Need<z.output<S>>,
  schema: S,
  input: unknown,
  run: (data: z.output<S>, admin: Admin, current: AdminSession) => Promise<T>,
  options: { beforeOwnPassword?: boolean } = {},
): Promise<ActionResult<T>> {
  const found = await currentSessionOfRequest();
  if (!found) return { ok: false, error: 'unauthorized' };
  if (found.session.mustChangePassword && !options.beforeOwnPassword) return { ok: false, error: 'mustChangePassword' };
  const { admin } = found;
  const permission = typeof need === 'string' ? need : 'texts';
  if (!may(admin, permission) || (admin.mustEnrol && permission !== 'self')) return { ok: false, error: 'forbidden' };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.error.issues) };
  try {
    if (typeof need !== 'string') {
      const { changes, languages } = need.texts(parsed.data);
      assertMayChangeTexts(admin, changes, languages);
    }
    const actor = { userId: admin.id, username: admin.username, source: 'office' } as const;
    // The office works on drafts: a machine's or an article's save changes its draft, a new one starts as a draft,
    // and only "Publish" puts them on the site (publication/publish.ts).
    return { ok: true, data: await actingAs(actor, () => editingDrafts(() => run(parsed.data, admin, found))) };
  } catch (error) {
    if (error instanceof OutsideLanguagesError) {
      const fields = Object.fromEntries(error.fields.map((field) => [field, 'otherLanguage']));
      return { ok: false, error: 'otherLanguages', fields };
    }
    // A refusal that a proof of identity lifts before any other refusal (it is one).
    if (error instanceof ReauthenticationRequiredError) return { ok: false, error: 'reauthenticate' };
    if (error instanceof ForbiddenError) return { ok: false, error: 'forbidden' };
    if (error instanceof ConflictError) {
      return {
        ok: false,
        error: 'conflict',
        conflict: { by: error.changedBy.username, at: error.changedBy.at.toISOString() },
      };
    }
    if (error instanceof NotFoundError) return { ok: false, error: 'notFound' };
    if (error instanceof ValidationError) return { ok: false, error: 'invalid', fields: error.fields };
    if (error instanceof TooLargeError) return { ok: false, error: 'tooLarge' };
    if (error instanceof RateLimitedError) return { ok: false, error: 'rateLimited' };
    if (error instanceof TranslationServiceError) {
      console.warn('Suggested translations failed:', error.message);
      const problem = error.problem;
      return { ok: false, error: `suggest${problem[0]!.toUpperCase()}${problem.slice(1)}` as ActionError };
    }
    console.error('An admin action failed:', error);
    return { ok: false, error: 'unexpected' };
  }
}
