'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { changeOwnPasswordAction } from '@/app/(admin)/admin/_actions/accounts';
import type { PasswordChangeInput } from '@/schemas/account';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { PasswordField } from './PasswordField';
import { PasswordStrength, type StrengthAction } from './PasswordStrength.client';

/** The schema's fields, each with its label's key. */
const fields = [
  ['current', 'currentPassword'],
  ['new', 'newPassword'],
  ['confirm', 'confirmPassword'],
] as const;
/** The refusals this form says in its own words, by their code. */
const explained: Partial<Record<string, 'wrong' | 'mismatch' | 'tooShort' | 'tooCommon' | 'required' | 'same'>> = {
  wrong: 'wrong',
  same: 'same',
  mismatch: 'mismatch',
  tooShort: 'tooShort',
  tooCommon: 'tooCommon',
  required: 'required',
};
const empty: Required<PasswordChangeInput> = { current: '', new: '', confirm: '' };

interface Props {
  /** The server action that scores the new password for the strength meter. */
  score: StrengthAction;
  /** The account's name, which a guesser would try first. */
  username: string;
  /** The first password's screen: after the change, on to `next`. */
  first?: { next: string };
}

/**
 * The current password, the new one twice, with a strength meter; the server says what is wrong with them, on the
 * form's own line. On the first password's screen, the change leads on to the page the person came for.
 */
export function PasswordChangeForm(props: Props) {
  return (
    <ErrorLineProvider>
      <Form {...props} />
    </ErrorLineProvider>
  );
}

function Form({ score, username, first }: Props) {
  const t = useTranslations('AdminAccount');
  const firstText = useTranslations('AdminFirstPassword');
  const router = useRouter();
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
        if (first) router.replace(first.next);
        else setSaved(true);
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
      {fields.map(([name, label]) => (
        <PasswordField
          key={name}
          id={`${id}-${name}`}
          label={first && name === 'current' ? firstText('current') : t(label)}
          autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          describedBy={name === 'new' ? `${id}-strength` : undefined}
          value={values[name]}
          onChange={(value) => setValues({ ...values, [name]: value })}
        >
          {name === 'new' && (
            <PasswordStrength id={`${id}-strength`} password={values.new} username={username} score={score} />
          )}
        </PasswordField>
      ))}
      <Button type="submit" disabled={pending}>
        {first ? firstText('submit') : t('submit')}
      </Button>
    </form>
  );
}
