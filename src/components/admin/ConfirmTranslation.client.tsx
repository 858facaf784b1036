'use client';

import type { TranslatableKind } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';
import { confirmTranslationAction } from '@/app/(admin)/admin/_actions/translations';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';

/** "Still right": clears "out of date" of one language of one field without a change of its text. */
export function ConfirmTranslation(props: {
  kind: TranslatableKind;
  id: number;
  field: string;
  language: Locale;
  label: string;
  accessibleLabel: string;
}) {
  const { run, pending } = useAdminAction();
  const { kind, id, field, language } = props;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={props.accessibleLabel}
      onClick={() => run(() => confirmTranslationAction({ kind, id, field, language }))}
    >
      {props.label}
    </Button>
  );
}
