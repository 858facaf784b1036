import { getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import { colon, type Locale } from '@/i18n/locales';
import { pathOf } from '@/i18n/paths';

const socialNetworks = [
  { name: 'LinkedIn', href: company.social.linkedin },
  { name: 'Facebook', href: company.social.facebook },
  { name: 'Instagram', href: company.social.instagram },
];

/** The footer of every public page: navigation, services, social links, contact block and copyright. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations('Footer'), getTranslations('Navigation')]);
  const phoneLink = company.phone.replace(/[^+\d]/g, '');
  const columns = [
    {
      title: t('navigation'),
      links: (['home', 'machines', 'about', 'history', 'contact'] as const).map((page) => ({
        href: pathOf(locale, page),
        label: nav(page === 'machines' ? 'machines' : page),
      })),
    },
    {
      title: t('services'),
      links: (['hydraulics', 'cutting', 'research'] as const).map((page) => ({
        href: pathOf(locale, page),
        label: nav(page),
      })),
    },
  ];

  return (
    <footer className="bg-anthracite text-steel-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-white">
            {t('contactTitle')}
          </h2>
          <address className="mt-4 space-y-2 not-italic">
            <p>
              {company.name}
              <br />
              {company.address.street}
              <br />
              {company.address.postalCode} {company.address.locality}
            </p>
            <p>
              <a href={`tel:${phoneLink}`} className="hover:text-white">
                <span className="sr-only">{`${t('phone')}${colon(locale)} `}</span>
                {company.phone}
              </a>
            </p>
            <p>
              <a href={`sms:${phoneLink}`} className="hover:text-white">
                {t('sms')}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="hover:text-white">
                <span className="sr-only">{`${t('email')}${colon(locale)} `}</span>
                {company.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="font-semibold text-white">
            {t('follow')}
          </h2>
          <ul className="mt-4 space-y-2">
            {socialNetworks.map((network) => (
              <li key={network.name}>
                <a href={network.href} target="_blank" rel="noopener" className="hover:text-white">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-steel-700 px-6 py-6 text-center text-sm">
        {t('copyright', { year: new Date().getFullYear(), company: company.name })}
        <span aria-hidden="true"> · </span>
        <a href={pathOf(locale, 'privacy')} className="underline underline-offset-2 hover:text-white">
          {t('privacy')}
        </a>
      </p>
    </footer>
  );
}
