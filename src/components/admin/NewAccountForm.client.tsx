'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { createAccountAction } from '@/app/(admin)/admin/_actions/accounts';
import type { Locale } from '@/i18n/locales';
import type { AccountRole } from '@/schemas/account';

import { Button } from '../ui/Button';
import { RoleFields, useAccountAction } from './AccountFields.client';
import { PasswordField } from './PasswordField';
import { PasswordStrength, type StrengthAction } from './PasswordStrength.client';

/** The accounts screen's form of a new account: its name, its first password (with the strength meter), its role. */
export function NewAccountForm({ score }: { score: StrengthAction }) {
  const t = useTranslations('AdminAccounts');
  const id = useId();
  const { run, pending } = useAccountAction();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AccountRole>('editor');
  const [languages, setLanguages] = useState<Locale[]>([]);

  return (
    <form
      noValidate
      className="max-w-md space-y-4 rounded-sm border border-steel-100 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () => createAccountAction({ username, password, role, languages }),
          () => {
            setUsername('');
            setPassword('');
            setRole('editor');
            setLanguages([]);
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
      <PasswordField
        id={`${id}-password`}
        label={t('password')}
        autoComplete="new-password"
        describedBy={`${id}-password-hint ${id}-strength`}
        value={password}
        onChange={setPassword}
      >
        <p id={`${id}-password-hint`} className="mt-1 text-sm text-steel-700">
          {t('passwordHint')}
        </p>
        <PasswordStrength id={`${id}-strength`} password={password} username={username} score={score} />
      </PasswordField>
      <RoleFields
        role={role}
        languages={languages}
        onChange={(nextRole, nextLanguages) => {
          setRole(nextRole);
          setLanguages(nextLanguages);
        }}
      />
      <Button type="submit" disabled={pending}>
        {t('create')}
      </Button>
    </form>
  );
}
