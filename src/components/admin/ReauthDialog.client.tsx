'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';

import type { ActionResult } from '@/schemas/action-result';

import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { OneTimeCodeField } from './OneTimeCodeField';
import { PasswordField } from './PasswordField';

type Ask = () => Promise<boolean>;
type ReauthenticateAction = (input: unknown) => Promise<ActionResult<null>>;

const ReauthContext = createContext<Ask | null>(null);

/**
 * The one way the back office asks someone to prove who they are again before a sensitive change (the server's
 * `requireRecentAuthentication`): a modal dialog asks for the password, then, for an account with two-factor
 * sign-in, a code too; `useAdminAction` opens it when an action answers `reauthenticate` and, once confirmed,
 * sends the action again. Any screen gets it from the admin layout, which hands it the server action that checks
 * the proof (`reauthenticateAction`).
 */
export function ReauthProvider(props: { reauthenticate: ReauthenticateAction; children: ReactNode }) {
  const { children } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const [openCount, setOpenCount] = useState(0);

  const ask = useCallback<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpenCount((count) => count + 1);
        dialog.current?.showModal();
      }),
    [],
  );
  const close = useCallback((confirmed: boolean) => {
    const resolve = settle.current;
    settle.current = null;
    if (dialog.current?.open) dialog.current.close();
    resolve?.(confirmed);
  }, []);

  return (
    <ReauthContext.Provider value={ask}>
      {children}
      <dialog
        ref={dialog}
        onClose={() => close(false)}
        aria-labelledby="reauth-title"
        className="m-auto w-full max-w-sm rounded-sm border border-steel-100 bg-white p-0 shadow-xl backdrop:bg-anthracite/60"
      >
        {/* A new form at each opening: nothing typed for the last change stays in it. */}
        {openCount > 0 && <ReauthForm key={openCount} onDone={close} reauthenticate={props.reauthenticate} />}
      </dialog>
    </ReauthContext.Provider>
  );
}

/** Opens the dialog; resolves true once the password (and code) were right, false when it was cancelled. */
export function useReauthentication(): Ask {
  const ask = useContext(ReauthContext);
  return useMemo(() => ask ?? (() => Promise.resolve(false)), [ask]);
}

function ReauthForm({
  onDone,
  reauthenticate,
}: {
  onDone: (confirmed: boolean) => void;
  reauthenticate: ReauthenticateAction;
}) {
  const t = useTranslations('ReauthDialog');
  const errors = useTranslations('AdminErrors');
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password === '' || (needsCode && code.trim() === '')) {
      setFailure(t('required'));
      return;
    }
    setPending(true);
    // A call that never reached the server says so like any other (ErrorLine's `reach`, which imports this file).
    const result = await reauthenticate(needsCode ? { password, code } : { password }).catch(
      (): ActionResult<null> => ({ ok: false, error: 'unexpected' }),
    );
    setPending(false);
    if (result.ok) return onDone(true);
    if (result.fields?.code === 'required') {
      setNeedsCode(true);
      setFailure(null);
      return;
    }
    if (result.fields?.password === 'wrong') {
      setFailure(t('wrong'));
      setPassword('');
      setCode('');
      return;
    }
    setFailure(errors(result.error));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-6">
      <h2 id="reauth-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-steel-700">{needsCode ? t('introCode') : t('intro')}</p>
      {failure && <Alert>{failure}</Alert>}
      <PasswordField
        id={`${id}-password`}
        label={t('password')}
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={setPassword}
      />
      {needsCode && (
        <OneTimeCodeField id={`${id}-code`} label={t('code')} value={code} onChange={setCode} recoveryCode autoFocus />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {t('confirm')}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => onDone(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
