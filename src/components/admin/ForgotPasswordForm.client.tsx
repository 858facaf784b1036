'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { requestPasswordResetAction } from '@/app/(admin)/admin/_actions/auth';
import { passwordResetRequestSchema } from '@/schemas/auth';

import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { reach } from './ErrorLine.client';
import { codeResolver } from './code-resolver';

/** "Forgot your password?": the username, then the same answer whether or not it exists. */
export function ForgotPasswordForm() {
  const t = useTranslations('AdminForgotPassword');
  const id = useId();
  const [answer, setAnswer] = useState<'sent' | 'rateLimited' | 'unexpected' | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm({ resolver: codeResolver(passwordResetRequestSchema), defaultValues: { username: '' } });
  const error = form.formState.errors.username;

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await reach(requestPasswordResetAction(values));
      setAnswer(result.ok ? 'sent' : result.error === 'rateLimited' ? 'rateLimited' : 'unexpected');
    }),
  );

  if (answer === 'sent') {
    return (
      <p role="status" className="text-sm font-medium text-green-800">
        {t('sent')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {answer && <Alert>{t(answer)}</Alert>}
      <div>
        <label htmlFor={`${id}-username`} className="text-sm font-medium">
          {t('username')}
        </label>
        <input
          id={`${id}-username`}
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-username-error` : undefined}
          className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 aria-invalid:border-signal"
          {...form.register('username')}
        />
        {error && (
          <p id={`${id}-username-error`} className="mt-1 text-sm text-red-800">
            {t('required')}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {t('submit')}
      </Button>
    </form>
  );
}
