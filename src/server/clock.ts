import 'server-only';

/**
 * The time the server goes by, for rules that span hours or days (session lifetimes). One object, so that a
 * test can move time forward without waiting.
 */
export const clock = {
  now(): Date {
    return new Date();
  },
};
