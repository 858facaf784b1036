import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageHero } from '@/components/PageHero';
import { company } from '@/config/company';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { readConfig } from '@/server/config';

type Props = PageProps<'/[locale]/confidentialite'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'privacy');
}

/** The sections of the note, in order: each a title and a paragraph of the PrivacyPage namespace. */
const sections = ['controller', 'stored', 'why', 'address', 'cookies', 'kept', 'rights'] as const;

/**
 * The privacy note: what the site keeps of a contact or quote request, why, for how long (CONTACT_RETENTION_DAYS)
 * and how to have it erased. The company adapts the texts in the message catalogues (docs/security.md, "Privacy").
 */
export default async function PrivacyPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('PrivacyPage');
  const values = {
    company: company.name,
    street: company.address.street,
    postalCode: company.address.postalCode,
    locality: company.address.locality,
    days: readConfig().contactRetentionDays,
    email: company.email,
  };

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl space-y-10 px-6 py-16">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`} className="text-xl font-semibold tracking-tight">
              {t(`${section}Title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-steel-700">
              {t.rich(section, {
                ...values,
                mail: (chunks) => (
                  <a href={`mailto:${company.email}`} className="font-medium text-anthracite underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
