import { z } from 'zod';

import { locales } from '@/i18n/locales';

import { idSchema, text } from './fields';
import { newPassword } from './password';
import { newUsername } from './username';

/** What an account may do: see src/server/auth/roles.ts. */
export const accountRoles = ['owner', 'editor', 'translator'] as const;
export type AccountRole = (typeof accountRoles)[number];

const role = z.enum(accountRoles, { message: `Must be one of ${accountRoles.join(', ')}` });
/** A translator's languages: one at least, each once. Ignored (stored empty) for the other roles. */
const languages = z
  .array(z.enum(locales, { message: `Must be one of ${locales.join(', ')}` }))
  .max(locales.length)
  .transform((list) => locales.filter((language) => list.includes(language)));

/** A translator needs a language to work in. */
function languagesForTranslator(value: { role?: AccountRole; languages?: string[] }, context: z.RefinementCtx) {
  if (value.role === 'translator' && (value.languages ?? []).length === 0) {
    context.addIssue({ code: 'custom', path: ['languages'], message: 'Required' });
  }
}

/**
 * A new staff account (POST /api/accounts, the accounts screen): a username of `a-z 0-9 . _ -` (folded to lower
 * case, see username.ts), its first password, its role, and a translator's languages.
 */
export const accountCreateSchema = z
  .object({
    username: newUsername(),
    password: newPassword(),
    role: role.default('editor'),
    languages: languages.default([]),
  })
  .superRefine(languagesForTranslator);
/** What creating an account takes; without a role, an editor (the very first account is an owner whatever it says). */
export type AccountCreateInput = Omit<z.output<typeof accountCreateSchema>, 'role' | 'languages'> &
  Partial<Pick<z.output<typeof accountCreateSchema>, 'role' | 'languages'>>;

/**
 * PATCH /api/accounts/{id}: a new role (with a translator's languages), active or not. A translator's languages
 * may change alone.
 */
export const accountUpdateSchema = z
  .object({ role: role.optional(), languages: languages.optional(), active: z.boolean().optional() })
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change')
  .superRefine(languagesForTranslator);
export type AccountUpdateInput = z.output<typeof accountUpdateSchema>;

/** The accounts screen's change of one account's role and languages. */
export const accountRoleSchema = z
  .object({ id: idSchema, role, languages: languages.default([]) })
  .superRefine(languagesForTranslator);

/** The owner's security settings: whether every account must sign in with a second factor. */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** An owner's new first password for another account: one typed, or none for one generated. */
export const firstPasswordSchema = z.object({ id: idSchema, password: newPassword().optional() });

/** The account an action is about. */
export const accountIdSchema = z.object({ id: idSchema });

export const accountActiveSchema = z.object({ id: idSchema, active: z.boolean() });

/**
 * A person's own new password, after the current one: POST /api/auth/password `{ "current", "new" }`, and the
 * account screen's form and action, which send the new one again too (`confirm`) to catch a slip of the fingers.
 */
export const passwordChangeSchema = z
  .object({
    current: text().min(1, 'Required').max(1000, 'Too long'),
    new: newPassword(),
    confirm: text().max(1000, 'Too long').optional(),
  })
  .refine((value) => value.confirm === undefined || value.new === value.confirm, {
    message: 'mismatch',
    params: { code: 'mismatch' },
    path: ['confirm'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

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
