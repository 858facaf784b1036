/**
 * Usernames are kept in one form: Unicode compatibility-normalised (NFKC, so that a full-width `ａｄｍｉｎ` is
 * `admin`) and in lower case, so that `Bob` and `bob` are one account, for the uniqueness of names, the login
 * limits and the known devices alike. New names are ASCII letters, digits and `. _ -` only: no look-alike letter
 * of another alphabet (a Cyrillic `а` in `аdmin`) can pose as a colleague.
 */
import { z } from 'zod';

import { text } from './fields';

/** The one form of a username: what is stored, looked up and counted. */
export function foldUsername(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/** A new account's username, folded: `invalid` unless it is made of `a-z 0-9 . _ -`. */
export const newUsername = () =>
  text()
    .transform(foldUsername)
    .pipe(
      z
        .string()
        .min(1, 'Required')
        .max(100, 'At most 100 characters')
        .regex(/^[a-z0-9._-]+$/, 'invalid'),
    );

/** The username typed to sign in, folded as stored. */
export const loginUsername = () => text().trim().min(1, 'Required').max(100, 'Too long').transform(foldUsername);
