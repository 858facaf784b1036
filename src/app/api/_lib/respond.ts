/**
 * The one way route handlers answer, so that every client meets one shape: success as JSON or 204, failure as
 * `{"detail": …}` with the status its cause deserves. Only a bug gives 500, and it is logged, never shown.
 */
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PasswordChangeRequiredError,
  ReauthenticationRequiredError,
  PreconditionFailedError,
  RateLimitedError,
  SecondFactorError,
  TooLargeError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { inRequestScope } from '@/server/history';

/** A body that is not what the call takes at all: not JSON, not an object, unreadable. */
export class MalformedBodyError extends Error {}

/** A body of another type than the call reads (415). */
export class UnsupportedMediaTypeError extends Error {}

export const noContent = () => new Response(null, { status: 204 });

/** A body that is JSON already (a list joined from cached texts): as `Response.json` would send it. */
export const jsonResponse = (json: string) => new Response(json, { headers: { 'Content-Type': 'application/json' } });

export function errorResponse(error: unknown): Response {
  if (error instanceof MalformedBodyError) return Response.json({ detail: error.message }, { status: 400 });
  if (error instanceof UnsupportedMediaTypeError) return Response.json({ detail: error.message }, { status: 415 });
  if (error instanceof ValidationError) {
    return Response.json({ detail: error.message, fields: error.fields }, { status: 422 });
  }
  if (error instanceof SecondFactorError) return Response.json({ detail: error.message, mfa: true }, { status: 401 });
  if (error instanceof UnauthorizedError) return Response.json({ detail: error.message }, { status: 401 });
  if (error instanceof ReauthenticationRequiredError) {
    return Response.json({ detail: error.message, reauthenticate: true }, { status: 403 });
  }
  if (error instanceof PasswordChangeRequiredError) {
    return Response.json({ detail: error.message, mustChangePassword: true }, { status: 403 });
  }
  if (error instanceof ForbiddenError) return Response.json({ detail: error.message }, { status: 403 });
  if (error instanceof NotFoundError) return Response.json({ detail: error.message }, { status: 404 });
  if (error instanceof ConflictError) {
    const { username, at } = error.changedBy;
    const changed = {
      detail: `${error.message}${username ? ` by ${username}` : ''}`,
      changedBy: username,
      changedAt: at,
    };
    return Response.json(changed, { status: error instanceof PreconditionFailedError ? 412 : 409 });
  }
  if (error instanceof TooLargeError) return Response.json({ detail: error.message }, { status: 413 });
  if (error instanceof RateLimitedError) {
    return Response.json(
      { detail: error.message },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    );
  }
  console.error('Unexpected error in an API call:', error);
  return Response.json({ detail: 'Internal server error' }, { status: 500 });
}

/** Wraps a route handler so that every failure becomes the right JSON answer. */
export function apiRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return (request: Request, context: C): Promise<Response> =>
    // The account behind the call is named in the scope once its session is checked (requireAdmin): the history
    // records it with every change the call makes.
    inRequestScope(async () => {
      try {
        return await handler(request, context);
      } catch (error) {
        return errorResponse(error);
      }
    });
}
