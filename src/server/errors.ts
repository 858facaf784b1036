/**
 * The failures the domain layer reports to its callers. Route handlers and server actions map each to a status
 * and a message; anything else is a bug, logged and answered with a plain 500.
 */
import 'server-only';

/** An id that does not exist, or a sub-resource that does not belong to the parent named in the path. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

/** Input that is well-formed but breaks a rule; `fields` maps each wrong field to what is wrong with it. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A body or upload over its size limit. */
export class TooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TooLargeError';
  }
}

/** No valid session, or wrong credentials. */
export class UnauthorizedError extends Error {
  constructor(message = 'Authentication required') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/**
 * The right password of an account with two-factor sign-in, but no code yet, or a wrong or spent one: the API
 * answers 401 with `"mfa": true`, so that a client knows to ask for the code.
 */
export class SecondFactorError extends UnauthorizedError {
  constructor(message = 'A second factor is required') {
    super(message);
    this.name = 'SecondFactorError';
  }
}

/** A write with a session cookie from another origin. */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/**
 * A save based on a version of the item that someone else has changed since, in what this save changes too: it is
 * refused rather than overwrite their work. Says who changed it and when.
 */
export class ConflictError extends Error {
  constructor(
    message: string,
    readonly changedBy: { username: string | null; at: Date },
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** A REST write whose `If-Match` names a version of the item that is no longer the current one (HTTP 412). */
export class PreconditionFailedError extends ConflictError {
  constructor(message: string, changedBy: { username: string | null; at: Date }) {
    super(message, changedBy);
    this.name = 'PreconditionFailedError';
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/**
 * A sensitive change (a password, two-factor sign-in, accounts and roles) asked of a session whose person has not
 * given their password (and second factor) in the last minutes: they must prove who they are again first
 * (reauthentication.ts). The API answers 403 with `"reauthenticate": true`.
 */
export class ReauthenticationRequiredError extends ForbiddenError {
  constructor(message = 'Please confirm your password first (POST /api/auth/reauthenticate).') {
    super(message);
    this.name = 'ReauthenticationRequiredError';
  }
}

/**
 * A session of an account that must still choose its own password: it may do nothing else. The API answers 403
 * with `"mustChangePassword": true`.
 */
export class PasswordChangeRequiredError extends ForbiddenError {
  constructor(message = 'Choose your own password first (POST /api/auth/password).') {
    super(message);
    this.name = 'PasswordChangeRequiredError';
  }
}

/** The right first password (one someone else chose) after its 72 hours: an owner must set a new one. */
export class FirstPasswordExpiredError extends UnauthorizedError {
  constructor(message = 'This first password has expired. Ask an owner to set a new one.') {
    super(message);
    this.name = 'FirstPasswordExpiredError';
  }
}
