import { z } from 'zod';

import { idSchema, text } from './fields';
import { newPassword } from './password';

/** A new staff account: a username of letters, digits and `. _ -`, and its first password. */
export const accountCreateSchema = z.object({
  username: text()
    .trim()
    .min(1, 'Required')
    .max(100, 'At most 100 characters')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'invalid'),
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
