/**
 * Who may do what in the back office. An account has one role:
 * - `owner`: everything, accounts, roles and security settings included;
 * - `editor`: the catalogue, the news, the translations, the inbox, and the history and trash of that content;
 * - `translator`: the texts of its own languages, and the translation overview; nothing else.
 * Every server action, route handler and admin page names the permission it needs, and the server checks it
 * against the role; a translator's saves are checked field by field against its languages.
 */
import { type Locale, locales } from '@/i18n/locales';
import { accountRoles, type AccountRole } from '@/schemas/account';

import { ForbiddenError } from '../errors';

export { accountRoles, type AccountRole };

/**
 * - `self`: one's own account (password, two-factor sign-in), whatever the role;
 * - `texts`: the translatable texts of the catalogue and the news, and the translation overview (a translator
 *   in its languages only);
 * - `content`: everything else about the catalogue and the news: creating, deleting, ordering, pictures, links,
 *   their history and trash, and what visitors searched;
 * - `inbox`: the contact requests;
 * - `accounts`: the staff accounts and their roles, the security settings, the activity log.
 */
export const permissions = ['self', 'texts', 'content', 'inbox', 'accounts'] as const;
export type Permission = (typeof permissions)[number];

const granted: Record<AccountRole, readonly Permission[]> = {
  owner: permissions,
  editor: ['self', 'texts', 'content', 'inbox'],
  translator: ['self', 'texts'],
};

export interface RoleHolder {
  role: AccountRole;
  /** A translator's languages; every language for the other roles. */
  languages: readonly Locale[];
}

export function may(account: Pick<RoleHolder, 'role'>, permission: Permission): boolean {
  return granted[account.role].includes(permission);
}

/** The languages whose texts `account` may change: a translator's own, every language for the others. */
export function editableLanguages(account: RoleHolder): Locale[] {
  return account.role === 'translator'
    ? locales.filter((language) => account.languages.includes(language))
    : [...locales];
}

/** ForbiddenError unless `account` may use what `permission` covers. */
export function assertMay(account: Pick<RoleHolder, 'role'>, permission: Permission): void {
  if (!may(account, permission)) throw new ForbiddenError('Your role does not allow this.');
}

/** The refusal of a translator's change outside its languages, naming each such field. */
export class OutsideLanguagesError extends ForbiddenError {
  constructor(readonly fields: string[]) {
    super(`You may change only the texts of your languages; not: ${fields.join(', ')}.`);
    this.name = 'OutsideLanguagesError';
  }
}

const languageOfField = new RegExp(`_(${locales.join('|')})$`);

/**
 * For a translator, OutsideLanguagesError unless every key of `changes` is a localized field (`{stem}_{language}`)
 * of one of its languages; `languages` are further languages the call changes (a confirmation's). Nothing to check
 * for the other roles.
 */
export function assertMayChangeTexts(
  account: RoleHolder,
  changes: object | undefined,
  languages: readonly Locale[] = [],
): void {
  if (account.role !== 'translator') return;
  const allowed = editableLanguages(account);
  const outside = [
    ...Object.keys(changes ?? {}).filter((key) => {
      const language = languageOfField.exec(key)?.[1] as Locale | undefined;
      return !language || !allowed.includes(language);
    }),
    ...languages.filter((language) => !allowed.includes(language)),
  ];
  if (outside.length > 0) throw new OutsideLanguagesError(outside);
}
