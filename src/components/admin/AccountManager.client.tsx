'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import {
  createAccountAction,
  deleteAccountAction,
  setAccountActiveAction,
} from '@/app/(admin)/admin/_actions/accounts';

import { Button } from '../ui/Button';
import { ErrorLine, useAdminAction } from './ErrorLine.client';

export interface AccountRow {
  id: number;
  username: string;
  active: boolean;
  lastLogin: string | null;
  totpEnabled: boolean;
}

/** The refusals of an account action said in the office worker's language, by their code. */
const explained: Partial<
  Record<string, 'tooShort' | 'tooCommon' | 'taken' | 'lastActive' | 'required' | 'invalidUsername'>
> = {
  tooShort: 'tooShort',
  tooCommon: 'tooCommon',
  taken: 'taken',
  lastActive: 'lastActive',
  required: 'required',
  invalid: 'invalidUsername',
};

/** /admin/accounts: the accounts, each with its state and actions, and the form of a new one. */
export function AccountManager(props: { accounts: AccountRow[]; selfId: number }) {
  const { accounts, selfId } = props;
  const t = useTranslations('AdminAccounts');
  const id = useId();
  const { run, pending } = useAdminAction({ explain: (code) => explained[code] && t(explained[code]) });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  return (
    <div className="mt-6 space-y-8">
      <ErrorLine />
      <div className="relative overflow-x-auto rounded-sm border border-steel-100 bg-white">
        <table className="w-full min-w-xl text-left text-sm">
          <thead className="border-b border-steel-100 whitespace-nowrap">
            <tr>
              <th className="px-4 py-2">{t('username')}</th>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        noValidate
        className="max-w-md space-y-4 rounded-sm border border-steel-100 bg-white p-6"
        onSubmit={(event) => {
          event.preventDefault();
          run(
            () => createAccountAction({ username, password }),
            () => {
              setUsername('');
              setPassword('');
            },
          );
        }}
      >
        <h2 className="text-lg font-semibold">{t('newAccount')}</h2>
        <div>
          <label htmlFor={`${id}-username`} className="text-sm font-medium">
            {t('username')}
          </label>
          <input
            id={`${id}-username`}
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            {t('password')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-password-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
          />
          <p id={`${id}-password-hint`} className="mt-1 text-sm text-steel-700">
            {t('passwordHint')}
          </p>
        </div>
        <Button type="submit" disabled={pending}>
          {t('create')}
        </Button>
      </form>
    </div>
  );
}
