import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import type { ListedPublication } from '@/server/publication/overview';

// Not a pill: a long badge (a date in it) wraps on a phone, and a pill of two lines reads as a blob.
const badge = 'rounded-md px-2 py-0.5 text-xs font-medium';

/** How each badge looks: off the site in grey, what is waiting in amber, what is set for later in outline. */
const looks = {
  draft: `${badge} bg-steel-100 text-anthracite`,
  unpublished: `${badge} bg-steel-700 text-white`,
  scheduled: `${badge} border border-steel-500 text-anthracite`,
  changes: `${badge} bg-amber-100 text-amber-900`,
};

/**
 * Where an item of a back-office list stands, when it is not simply published: a draft never published, taken off
 * the site, what is scheduled (in Swiss time), and the languages of its unpublished changes. Nothing otherwise.
 */
export async function PublicationBadges({ publication, locale }: { publication: ListedPublication; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AdminPublicationBadges' });
  const date = (iso: string) => formatDate(locale, iso, 'appointment');
  const { status, publishAt, unpublishAt, hasDraft, draftLanguages } = publication;
  const badges: { key: string; text: string; look: string }[] = [];
  if (status === 'draft' || status === 'unpublished')
    badges.push({ key: status, text: t(status), look: looks[status] });
  if (publishAt) {
    const text =
      status === 'published'
        ? t('changesScheduled', { date: date(publishAt) })
        : t('scheduled', { date: date(publishAt) });
    badges.push({ key: 'publishAt', text, look: looks.scheduled });
  }
  if (unpublishAt) {
    badges.push({
      key: 'unpublishAt',
      text: t('unpublishScheduled', { date: date(unpublishAt) }),
      look: looks.scheduled,
    });
  }
  // A draft never published is unpublished changes through and through: "Draft" says it.
  if (hasDraft && status !== 'draft') {
    const text =
      draftLanguages.length > 0
        ? t('changesIn', { languages: draftLanguages.map((language) => language.toUpperCase()).join(', ') })
        : t('changes');
    badges.push({ key: 'changes', text, look: looks.changes });
  }
  if (badges.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" data-testid="publication">
      {badges.map(({ key, text, look }) => (
        <li key={key} className={look}>
          {text}
        </li>
      ))}
    </ul>
  );
}
