'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';

import type { ActionResult } from '@/schemas/action-result';

import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { reach } from './ErrorLine.client';
import { PasswordField } from './PasswordField';
import { PasswordStrength, type StrengthAction } from './PasswordStrength.client';

type ResetAction = (input: unknown) => Promise<ActionResult<null, 'invalid' | 'unexpected'>>;
type Problem = 'mismatch' | 'tooShort' | 'tooCommon' | 'invalidLink' | 'unexpected';

/** The new password twice, with the strength meter, for a forgotten password's link; then on to log in. */
export function PasswordResetForm(props: { token: string; reset: ResetAction; score: StrengthAction }) {
  const t = useTranslations('AdminPasswordReset');
  const account = useTranslations('AdminAccount');
  const errors = useTranslations('AdminErrors');
  const id = useId();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await reach(props.reset({ token: props.token, ...values }));
      if (result.ok) return setDone(true);
      const fields = result.fields ?? {};
      if (fields.token) setProblem('invalidLink');
      else if (fields.confirmPassword === 'mismatch') setProblem('mismatch');
      else if (fields.newPassword === 'tooShort' || fields.newPassword === 'tooCommon') setProblem(fields.newPassword);
      else setProblem('unexpected');
    });
  };

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm font-medium text-green-800">
          {t('done')}
        </p>
        <Link href="/admin/login" className="text-sm text-steel-700 underline hover:text-signal">
          {t('logIn')}
        </Link>
      </div>
    );
  }
  const message =
    problem === 'invalidLink'
      ? t('invalidLink')
      : problem === 'unexpected'
        ? errors('unexpected')
        : problem && account(problem);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {message && <Alert>{message}</Alert>}
      {(['newPassword', 'confirmPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          id={`${id}-${name}`}
          label={account(name)}
          autoComplete="new-password"
          describedBy={name === 'newPassword' ? `${id}-strength` : undefined}
          value={values[name]}
          onChange={(value) => setValues({ ...values, [name]: value })}
        >
          {name === 'newPassword' && (
            <PasswordStrength id={`${id}-strength`} password={values.newPassword} score={props.score} />
          )}
        </PasswordField>
      ))}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {t('submit')}
      </Button>
    </form>
  );
}
