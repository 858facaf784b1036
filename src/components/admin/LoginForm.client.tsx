'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { logInAction, secondFactorAction } from '@/app/(admin)/admin/_actions/auth';
import { type LoginInput, loginSchema } from '@/schemas/auth';
import { textProblem } from '@/schemas/field-errors';

import { storeAdminMarker } from '../admin-marker';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { reach } from './ErrorLine.client';

import { codeResolver } from './code-resolver';
import { OneTimeCodeField } from './OneTimeCodeField';

type Failure = 'invalid' | 'rateLimited' | 'unexpected' | 'wrongCode' | 'expired' | 'firstPasswordExpired';

/**
 * The login form: both fields required; a failure says so without telling which field was wrong. For an account
 * with two-factor sign-in, the right password leads to a second step that asks for the code.
 */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  // A first password: the session may only choose the account's own, on its screen, which then goes on to `next`.
  const goOn = (userId: number, mustChangePassword: boolean) => {
    storeAdminMarker(userId);
    router.replace(mustChangePassword ? `/admin/password?${new URLSearchParams({ next })}` : next);
  };
  const t = useTranslations('AdminLogin');
  const id = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<LoginInput>({
    resolver: codeResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await reach(logInAction(values));
      if (!result.ok) {
        setFailure(result.error);
        form.setValue('password', '');
      } else if (result.data.signedIn) {
        goOn(result.data.userId, result.data.mustChangePassword);
      } else {
        setFailure(null);
        setSecondStep(true);
      }
    }),
  );

  if (secondStep) {
    return (
      <SecondFactorStep
        onSuccess={goOn}
        onBack={(expired) => {
          setSecondStep(false);
          setFailure(expired ? 'expired' : null);
          form.setValue('password', '');
        }}
      />
    );
  }

  const field = (name: keyof LoginInput, type: string, autoComplete: string) => {
    const error = form.formState.errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {t(name)}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 aria-invalid:border-signal"
          {...form.register(name)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-signal">
            {textProblem(error.message) === 'required' ? t('required') : t('invalid')}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <Alert>{t(failure)}</Alert>}
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

/** The second step: a code from the app or a recovery code, for the account whose password was right. */
function SecondFactorStep(props: {
  onSuccess: (userId: number, mustChangePassword: boolean) => void;
  /** Back to the password: the pending sign-in has expired, or the person chose to start over. */
  onBack: (expired: boolean) => void;
}) {
  const t = useTranslations('AdminLogin');
  const id = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await reach(secondFactorAction({ code }));
      if (result.ok) props.onSuccess(result.data.userId, result.data.mustChangePassword);
      else if (result.error === 'expired') props.onBack(true);
      else {
        setFailure(result.error);
        setCode('');
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <Alert>{t(failure)}</Alert>}
      <p className="text-sm text-steel-700">{t('codeIntro')}</p>
      <OneTimeCodeField id={`${id}-code`} label={t('code')} value={code} onChange={setCode} recoveryCode autoFocus />
      <Button type="submit" size="lg" disabled={pending || code.trim() === ''} className="w-full">
        {pending ? t('submitting') : t('verify')}
      </Button>
      <button
        type="button"
        onClick={() => props.onBack(false)}
        className="text-sm text-steel-700 underline hover:text-signal"
      >
        {t('startOver')}
      </button>
    </form>
  );
}
