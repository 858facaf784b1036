'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import {
  confirmTotpEnrolmentAction,
  disableTotpAction,
  regenerateRecoveryCodesAction,
  startTotpEnrolmentAction,
} from '@/app/(admin)/admin/_actions/two-factor';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { OneTimeCodeField } from './OneTimeCodeField';
import { RecoveryCodes } from './RecoveryCodes.client';
import { EndOtherSessions } from './SessionButtons.client';

type Stage =
  | { name: 'idle' }
  | { name: 'enrolling'; secret: string; qrCode: string }
  | { name: 'codes'; codes: string[] }
  // Just turned off: the other sessions may be signed out.
  | { name: 'changed' };

/** What a refused field's code says, in the person's language, when the screen knows it: a wrong code. */
function explanation(code: string, text: (key: 'wrongCode' | 'required') => string): string | null {
  if (code === 'wrong' || code === 'noEnrolment') return text('wrongCode');
  return code === 'required' ? text('required') : null;
}

/**
 * The signed-in person's two-factor sign-in: set up (QR code and secret, confirmed by a code), then the recovery
 * codes shown once; when on, new recovery codes or off, each once the person has given their password and a code
 * again (the re-authentication dialog opens when needed). After each change, the other sessions may be signed out.
 */
/**
 * `recoveryCodesLeft`: how many unused recovery codes the person has, said while two-factor sign-in is on;
 * `required`: an owner requires it for every account, so it cannot be turned off.
 */
export function TwoFactorSettings(props: { enabled: boolean; recoveryCodesLeft: number; required?: boolean }) {
  return (
    <ErrorLineProvider>
      <TwoFactorSection {...props} />
    </ErrorLineProvider>
  );
}

function TwoFactorSection(props: { enabled: boolean; recoveryCodesLeft: number; required?: boolean }) {
  const { enabled, recoveryCodesLeft, required } = props;
  const t = useTranslations('AdminTwoFactor');
  const id = useId();
  const sessions = useTranslations('AdminSessions');
  const { run, pending } = useAdminAction({ explain: (code) => explanation(code, t) });
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [code, setCode] = useState('');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 max-w-md space-y-4 rounded-sm border border-steel-100 bg-white p-6"
      data-testid="two-factor"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ErrorLine />

      {stage.name === 'codes' ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t('recoveryTitle')}</h3>
          <p className="text-sm text-steel-700">{t('recoveryText')}</p>
          <RecoveryCodes codes={stage.codes} />
          <Button variant="dark" onClick={() => setStage({ name: 'changed' })}>
            {t('done')}
          </Button>
        </div>
      ) : stage.name === 'changed' ? (
        <div className="space-y-4">
          <p className="text-sm" data-testid="two-factor-state">
            {enabled ? `${t('on')} ${t('codesLeft', { count: recoveryCodesLeft })}` : t('off')}
          </p>
          <EndOtherSessions note={sessions('afterChange')} />
        </div>
      ) : stage.name === 'enrolling' ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              () => confirmTotpEnrolmentAction({ code }),
              (codes) => {
                setCode('');
                setStage({ name: 'codes', codes });
              },
            );
          }}
        >
          <p className="text-sm text-steel-700">{t('scan')}</p>
          {/* A data URL drawn on the server: no third party sees the secret. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={stage.qrCode}
            alt={t('qrAlt')}
            width={200}
            height={200}
            className="h-50 w-50 border border-steel-100"
          />
          <p className="text-sm text-steel-700">
            {t('manual')}{' '}
            <code className="font-mono text-sm break-all text-anthracite" data-testid="totp-secret">
              {stage.secret}
            </code>
          </p>
          <OneTimeCodeField id={`${id}-code`} label={t('code')} value={code} onChange={setCode} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending}>
              {t('confirm')}
            </Button>
            <Button variant="outline" disabled={pending} onClick={() => setStage({ name: 'idle' })}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : enabled ? (
        <div className="space-y-4">
          <p className="text-sm" data-testid="two-factor-state">
            {t('on')} {t('codesLeft', { count: recoveryCodesLeft })}
          </p>
          <p className="text-sm text-steel-700">{t('proofHint')}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              disabled={pending}
              onClick={() =>
                run(
                  () => regenerateRecoveryCodesAction({}),
                  (codes) => setStage({ name: 'codes', codes }),
                )
              }
            >
              {t('regenerate')}
            </Button>
            {!required && (
              <Button
                variant="danger"
                disabled={pending}
                onClick={() =>
                  run(
                    () => disableTotpAction({}),
                    () => setStage({ name: 'changed' }),
                  )
                }
              >
                {t('disable')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm" data-testid="two-factor-state">
            {t('off')}
          </p>
          <Button
            disabled={pending}
            onClick={() =>
              run(
                () => startTotpEnrolmentAction({}),
                (enrolment) => setStage({ name: 'enrolling', ...enrolment }),
              )
            }
          >
            {t('setUp')}
          </Button>
        </div>
      )}
    </section>
  );
}
