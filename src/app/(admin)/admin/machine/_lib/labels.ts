import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { ActionError } from '@/app/(admin)/admin/_lib/action';
import type { LanguageTabsLabels } from '@/components/admin/LanguageTabs.client';
import type { SortableListLabels } from '@/components/admin/SortableList.client';
import type { Locale } from '@/i18n/locales';

/** The texts that several machine screens hand to their client parts. */
export async function sharedLabels(locale: Locale) {
  const [errors, tabs, sortable] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminErrors' }),
    getTranslations({ locale, namespace: 'LanguageTabs' }),
    getTranslations({ locale, namespace: 'SortableList' }),
  ]);
  // Placeholders that SortableList fills in itself.
  const slots = { item: '{item}', position: '{position}', total: '{total}' };
  return {
    errors: {
      unauthorized: errors('unauthorized'),
      notFound: errors('notFound'),
      invalid: errors('invalid'),
      unexpected: errors('unexpected'),
    } satisfies Record<ActionError, string>,
    tabs: { invalid: tabs('invalid'), required: tabs('required'), tooLong: tabs('tooLong') } satisfies LanguageTabsLabels,
    sortable: {
      handle: sortable('handle', slots),
      instructions: sortable('instructions'),
      pickedUp: sortable('pickedUp', slots),
      movedTo: sortable('movedTo', slots),
      dropped: sortable('dropped', slots),
      cancelled: sortable('cancelled', slots),
    } satisfies SortableListLabels,
  };
}
