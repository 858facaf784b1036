'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { changeOwnPasswordAction } from '@/app/(admin)/admin/_actions/accounts';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
/** The refusals this form says in its own words, by their code. */
const explained: Partial<Record<string, 'wrong' | 'mismatch' | 'tooShort' | 'tooCommon' | 'required'>> = {
  wrong: 'wrong',
  mismatch: 'mismatch',
  tooShort: 'tooShort',
  tooCommon: 'tooCommon',
  required: 'required',
};
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, the new one twice; the server says what is wrong with them, on the form's own line. */
export function PasswordChangeForm() {
  return (
    <ErrorLineProvider>
      <Form />
    </ErrorLineProvider>
  );
}

function Form() {
  const t = useTranslations('AdminAccount');
  const id = useId();
  // A password refused says why in its own words; anything else (connection lost, too many tries) as elsewhere.
  const { run, pending } = useAdminAction({ explain: (code) => explained[code] && t(explained[code]) });
  const [values, setValues] = useState(empty);
  const [saved, setSaved] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    run(
      () => changeOwnPasswordAction(values),
      () => {
        setValues(empty);
        setSaved(true);
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 max-w-md space-y-4 rounded-sm border border-steel-100 bg-white p-6"
    >
      <ErrorLine />
      {saved && (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('saved')}
        </p>
      )}
      {fields.map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
            {t(name)}
          </label>
          <input
            id={`${id}-${name}`}
            type="password"
            autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
          />
        </div>
      ))}
      <Button type="submit" disabled={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
