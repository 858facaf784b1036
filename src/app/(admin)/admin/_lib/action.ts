import 'server-only';

import type { z } from 'zod';

import type { ActionError, ActionResult } from '@/schemas/action-result';
import { fieldErrors } from '@/schemas/field-errors';
import {
  ConflictError,
  NotFoundError,
  RateLimitedError,
  ReauthenticationRequiredError,
  TooLargeError,
  ValidationError,
} from '@/server/errors';
import { actingAs } from '@/server/history';
import { TranslationServiceError } from '@/server/translations/deepl';

import { currentSessionOfRequest } from './auth';

/**
 * The one way admin server actions run: the session is checked first, the input validated with its shared
 * schema, then the domain function runs; its failures become a typed answer, and bugs are logged. A session
 * whose account must still choose its own password is refused (`mustChangePassword`), except by the one action
 * that changes it (`beforeOwnPassword`).
 */
export async function adminAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  run: (data: z.output<S>) => Promise<T>,
  options: { beforeOwnPassword?: boolean } = {},
): Promise<ActionResult<T>> {
  const found = await currentSessionOfRequest();
  if (!found) return { ok: false, error: 'unauthorized' };
  if (found.session.mustChangePassword && !options.beforeOwnPassword) return { ok: false, error: 'mustChangePassword' };
  const { admin } = found;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.error.issues) };
  try {
    const actor = { userId: admin.id, username: admin.username, source: 'office' } as const;
    return { ok: true, data: await actingAs(actor, () => run(parsed.data)) };
  } catch (error) {
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
    if (error instanceof ReauthenticationRequiredError) return { ok: false, error: 'reauthenticate' };
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
