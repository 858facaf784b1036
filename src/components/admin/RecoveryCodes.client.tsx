'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { buttonClass } from '../ui/button-class';
import { Button } from '../ui/Button';

/** The codes as a text file: one a line, as they are shown. */
export const recoveryCodesFile = (codes: string[]) => `${codes.join('\n')}\n`;

/**
 * Two-factor recovery codes as they are shown once: one a line, whole (a code never breaks at its hyphens), with
 * Copy (to the clipboard) and Download (a text file), so that nobody has to copy them by hand.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('AdminTwoFactor');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const text = recoveryCodesFile(codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  }

  return (
    <>
      <ol
        className="w-fit space-y-1 rounded-sm bg-steel-50 px-4 py-3 font-mono text-base whitespace-nowrap tabular-nums select-all"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={copy}>
          {t('copy')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={t('recoveryFileName')}
          className={buttonClass('outline', 'sm')}
        >
          {t('download')}
        </a>
        <p role="status" className="text-sm text-steel-700">
          {copied && t(copied)}
        </p>
      </div>
    </>
  );
}
