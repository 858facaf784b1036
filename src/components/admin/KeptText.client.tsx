'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '../ui/Button';

/**
 * "Your unsaved text" under a field after a Reload: what the office worker typed when a colleague's change refused
 * their save, beside the field that now shows the stored text; Copy puts it on the clipboard, Put back into the
 * field (to save it over the colleague's, knowingly).
 */
export function KeptText(props: { id: string; field: string; text: string; onPutBack?: () => void }) {
  const t = useTranslations('AdminUnsaved');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure address, a refusal): the text stays shown, to select by hand.
      setCopied(false);
    }
  }

  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('label', { field: props.field })}
      className="mt-2 rounded-sm border border-amber-500 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium">{t('title')}</p>
      <p className="mt-1 break-words whitespace-pre-wrap" data-testid="kept-text">
        {props.text === '' ? <span className="italic">{t('empty')}</span> : props.text}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {props.text !== '' && (
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {t('copy')}
          </Button>
        )}
        {props.onPutBack && (
          <Button variant="outline" size="sm" onClick={props.onPutBack}>
            {t('putBack')}
          </Button>
        )}
        <span role="status" className="text-steel-700">
          {copied ? t('copied') : ''}
        </span>
      </div>
    </div>
  );
}
