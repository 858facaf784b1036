'use client';

import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { logInAction, type LoginResult } from '@/app/(admin)/admin/_actions/auth';
import { type LoginInput, loginSchema } from '@/schemas/auth';

import { storeAdminMarker } from '../admin-marker';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

export interface LoginLabels {
  username: string;
  password: string;
  submit: string;
  submitting: string;
  required: string;
  invalid: string;
  rateLimited: string;
  unexpected: string;
}

/** The login form: both fields required; a failure says so without telling which field was wrong. */
export function LoginForm({ labels, next }: { labels: LoginLabels; next: string }) {
  const id = useId();
  const [failure, setFailure] = useState<Exclude<LoginResult, { ok: true }>['reason'] | null>(null);
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      let result: LoginResult;
      try {
        result = await logInAction(values);
      } catch {
        result = { ok: false, reason: 'unexpected' };
      }
      if (result.ok) {
        storeAdminMarker(result.userId);
        router.replace(next);
      } else {
        setFailure(result.reason);
        form.setValue('password', '');
      }
    }),
  );

  const field = (name: keyof LoginInput, type: string, autoComplete: string) => {
    const error = form.formState.errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {labels[name]}
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
            {error.message === 'Required' ? labels.required : labels.invalid}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <Alert>{labels[failure]}</Alert>}
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
}
