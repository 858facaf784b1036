'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { setOwnEmailAction } from '@/app/(admin)/admin/_actions/accounts';
import { accountEmailSchema } from '@/schemas/account';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

/** The person's own e-mail address, where a forgotten password's link goes; empty for none. */
export function OwnEmailForm(props: { email: string }) {
  return (
    <ErrorLineProvider>
      <EmailForm {...props} />
    </ErrorLineProvider>
  );
}

function EmailForm({ email }: { email: string }) {
  const t = useTranslations('AdminAccount');
  const id = useId();
  const { run, pending } = useAdminAction({
    explain: (code, field) => (field === 'email' ? t('emailInvalid') : null),
  });
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: codeResolver(accountEmailSchema), defaultValues: { email } });
  useFormDraft(form, 'email');
  const error = form.formState.errors.email;
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    run(
      () => setOwnEmailAction(values),
      () => {
        form.reset(values);
        setSaved(true);
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-8 max-w-md space-y-4 rounded-sm border border-steel-100 bg-white p-6"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('emailTitle')}
      </h2>
      <p className="text-sm text-steel-700">{t('emailIntro')}</p>
      <ErrorLine />
      {saved && (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('emailSaved')}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 aria-invalid:border-signal"
          {...form.register('email')}
        />
        {error && (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-red-800">
            {t('emailInvalid')}
          </p>
        )}
      </div>
      <Button type="submit" variant="dark" disabled={pending}>
        {t('emailSave')}
      </Button>
    </form>
  );
}
