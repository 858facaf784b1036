import { z } from 'zod';

import { idSchema, text } from './fields';
import { newPassword } from './password';
import { newUsername } from './username';

/** A new staff account: a username of `a-z 0-9 . _ -` (folded to lower case, see username.ts), and its first password. */
export const accountCreateSchema = z.object({
  username: newUsername(),
  password: newPassword(),
});
export type AccountCreateInput = z.infer<typeof accountCreateSchema>;

/** The account an action is about. */
export const accountIdSchema = z.object({ id: idSchema });

export const accountActiveSchema = z.object({ id: idSchema, active: z.boolean() });

/** A person's own new password: the current one, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: text().min(1, 'Required').max(1000, 'Too long'),
    newPassword: newPassword(),
    confirmPassword: text().max(1000, 'Too long'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'mismatch',
    params: { code: 'mismatch' },
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/password: any account's own new password, after its current one. */
export const ownPasswordSchema = z.object({
  current: text().min(1, 'Required').max(1000, 'Too long'),
  new: newPassword(),
});

/** The address a forgotten password's link is sent to: an e-mail address, or empty for none. */
export const accountEmailSchema = z.object({
  email: text()
    .trim()
    .max(254, 'Too long')
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'email',
      params: { code: 'email' },
    }),
});

/** One of the person's own sessions, by the id the account screen lists it with. */
export const sessionIdSchema = z.object({ id: text().min(1, 'Required').max(100, 'Too long') });

/** Ending the person's other sessions takes nothing but the session. */
export const otherSessionsSchema = z.object({});
