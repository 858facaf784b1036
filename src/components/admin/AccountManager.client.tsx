'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import {
  deleteAccountAction,
  saveSecuritySettingsAction,
  setAccountActiveAction,
  setAccountRoleAction,
} from '@/app/(admin)/admin/_actions/accounts';
import type { Locale } from '@/i18n/locales';
import type { AccountRole } from '@/schemas/account';

import { Button } from '../ui/Button';
import { RoleFields, useAccountAction } from './AccountFields.client';
import { ErrorLine, useAdminAction } from './ErrorLine.client';
import { FirstPasswordForm } from './FirstPasswordForm.client';
import { NewAccountForm } from './NewAccountForm.client';
import type { StrengthAction } from './PasswordStrength.client';
import { StatusLine, useStatus } from './StatusLine.client';

export interface AccountRow {
  id: number;
  username: string;
  active: boolean;
  role: AccountRole;
  languages: Locale[];
  lastLogin: string | null;
  totpEnabled: boolean;
}

/** One account's role: shown, and changed in a disclosure under it. */
function RoleCell(props: {
  account: AccountRow;
  pending: boolean;
  save: (role: AccountRole, languages: Locale[]) => void;
}) {
  const t = useTranslations('AdminAccounts');
  const { account } = props;
  const [role, setRole] = useState(account.role);
  const [languages, setLanguages] = useState(account.languages);
  return (
    <>
      <span data-testid="account-role">
        {t(`roles.${account.role}`)}
        {account.role === 'translator' &&
          ` (${account.languages.map((language) => language.toUpperCase()).join(', ')})`}
      </span>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm text-signal">{t('changeRole')}</summary>
        <form
          className="mt-2 w-52 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            props.save(role, languages);
          }}
        >
          <RoleFields
            role={role}
            languages={languages}
            onChange={(nextRole, nextLanguages) => {
              setRole(nextRole);
              setLanguages(nextLanguages);
            }}
          />
          <Button type="submit" size="sm" disabled={props.pending}>
            {t('saveRole')}
          </Button>
        </form>
      </details>
    </>
  );
}

/** The owner's security settings: whether every account must sign in with a second factor. */
function SecuritySettings(props: { requireTwoFactor: boolean }) {
  const t = useTranslations('AdminAccounts.security');
  const id = useId();
  const [required, setRequired] = useState(props.requireTwoFactor);
  const status = useStatus();
  const { run, pending } = useAdminAction({ status });
  return (
    <form
      className="max-w-md space-y-3 rounded-sm border border-steel-100 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () => saveSecuritySettingsAction({ requireTwoFactor: required }),
          () => status.say(t('saved')),
        );
      }}
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-1"
          checked={required}
          aria-describedby={`${id}-help`}
          onChange={(event) => setRequired(event.target.checked)}
        />
        {t('requireTwoFactor')}
      </label>
      <p id={`${id}-help`} className="text-sm text-steel-700">
        {t('help')}
      </p>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {t('save')}
        </Button>
        <StatusLine status={status} />
      </div>
    </form>
  );
}

/**
 * /admin/accounts: the accounts, each with its state and actions (another's new first password among them), the
 * form of a new one, and the security settings. `score`: the strength meter's action.
 */
export function AccountManager(props: {
  accounts: AccountRow[];
  selfId: number;
  requireTwoFactor: boolean;
  score: StrengthAction;
}) {
  const { accounts, selfId } = props;
  const t = useTranslations('AdminAccounts');
  const { run, pending } = useAccountAction();

  return (
    <div className="mt-6 space-y-8">
      <ErrorLine />
      <div className="relative overflow-x-auto rounded-sm border border-steel-100 bg-white">
        <table className="w-full min-w-xl text-left text-sm">
          <thead className="border-b border-steel-100 whitespace-nowrap">
            <tr>
              <th className="px-4 py-2">{t('username')}</th>
              <th className="px-4 py-2">{t('role')}</th>
              <th className="px-4 py-2">{t('active')}</th>
              <th className="px-4 py-2">{t('lastLogin')}</th>
              <th className="px-4 py-2">{t('twoFactor')}</th>
              <th className="px-4 py-2">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} className="border-b border-steel-100 last:border-0" data-testid="account-row">
                <td className="px-4 py-2 font-medium [overflow-wrap:anywhere]">
                  {account.username} {account.id === selfId && <span className="text-steel-700">{t('you')}</span>}
                </td>
                <td className="px-4 py-2 align-top">
                  <RoleCell
                    account={account}
                    pending={pending}
                    save={(newRole, newLanguages) =>
                      run(() => setAccountRoleAction({ id: account.id, role: newRole, languages: newLanguages }))
                    }
                  />
                </td>
                <td className="px-4 py-2">{account.active ? t('yes') : t('no')}</td>
                <td className="px-4 py-2">{account.lastLogin ?? t('never')}</td>
                <td className="px-4 py-2">{account.totpEnabled ? t('on') : t('off')}</td>
                <td className="flex flex-wrap gap-2 px-4 py-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    onClick={() => run(() => setAccountActiveAction({ id: account.id, active: !account.active }))}
                  >
                    {account.active ? t('deactivate') : t('reactivate')}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={pending}
                    onClick={() => {
                      if (window.confirm(t('confirmDelete', { username: account.username })))
                        run(() => deleteAccountAction({ id: account.id }));
                    }}
                  >
                    {t('delete')}
                  </Button>
                  {/* One's own password is changed on one's account screen, with the current one. */}
                  {account.id !== selfId && (
                    <FirstPasswordForm accountId={account.id} username={account.username} score={props.score} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NewAccountForm score={props.score} />
      <SecuritySettings requireTwoFactor={props.requireTwoFactor} />
    </div>
  );
}
