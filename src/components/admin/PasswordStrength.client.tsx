'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import type { ActionResult } from '@/schemas/action-result';
import { minPasswordLength } from '@/schemas/password';

type Strength = { score: 0 | 1 | 2 | 3 | 4; problem: 'tooShort' | 'tooCommon' | null };
/** The server action that scores a password (`passwordStrengthAction`): zxcvbn's dictionaries stay on the server. */
export type StrengthAction = (input: unknown) => Promise<ActionResult<Strength, 'invalid'>>;

const barColours = ['bg-red-700', 'bg-red-700', 'bg-amber-500', 'bg-green-700', 'bg-green-700'];

/**
 * The strength meter under a new password: zxcvbn's score (0 to 4) as a bar and a word, and what the policy says
 * (too short, too easy to guess, or accepted), asked of the server a moment after the typing stops. `id` is the
 * element the password field names with `aria-describedby`.
 */
export function PasswordStrength(props: { id: string; password: string; username?: string; score: StrengthAction }) {
  const t = useTranslations('PasswordStrength');
  const { password, username, score } = props;
  const [strength, setStrength] = useState<Strength | null>(null);

  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      score({ password, username })
        .then((result) => {
          if (current && result.ok) setStrength(result.data);
        })
        .catch(() => {});
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, username, score]);

  const tooShort: Strength = { score: 0, problem: 'tooShort' };
  const shown = password === '' ? null : [...password].length < minPasswordLength ? tooShort : strength;
  return (
    <div id={props.id} className="mt-2 text-sm" aria-live="polite">
      {shown && (
        <>
          <div className="flex items-center gap-3">
            <div className="flex h-1.5 flex-1 gap-1" aria-hidden="true">
              {[0, 1, 2, 3].map((step) => (
                <span
                  key={step}
                  className={`flex-1 rounded-full ${step < Math.max(1, shown.score) ? barColours[shown.score] : 'bg-steel-100'}`}
                />
              ))}
            </div>
            <span className="font-medium whitespace-nowrap" data-testid="password-strength">
              {t('label', { level: t(`score${shown.score}` as 'score0') })}
            </span>
          </div>
          <p className="mt-1 text-steel-700">{shown.problem ? t(shown.problem) : t('accepted')}</p>
        </>
      )}
    </div>
  );
}
