import { getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import type { Locale } from '@/i18n/locales';
import { comparePage } from '@/i18n/compare-address';
import { pathOf, quoteListPath } from '@/i18n/paths';
import { SearchForm } from '@/components/search/SearchForm';

import { AdminLinks } from './AdminLinks.client';
import { Dropdown } from './Dropdown.client';
import { ListLink } from './ListLink.client';
import { LanguageSwitcher } from './LanguageSwitcher.client';
import { MobileMenu } from './MobileMenu.client';
import { mainNavigation } from './navigation';
import { buttonClass } from '@/components/ui/button-class';

/**
 * The header of every public page: the company, the main navigation, the contact button, the search field (in the
 * phone menu below the xl breakpoint), the languages.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, quoteList, compare, search] = await Promise.all([
    getTranslations('Navigation'),
    getTranslations('QuoteList'),
    getTranslations('Compare'),
    getTranslations('Search'),
  ]);
  const searchLabels = { field: search('field'), submit: search('submit') };
  const entries = mainNavigation(locale, t);
  const contact = entries[entries.length - 1]!;

  return (
    <header className="sticky top-0 z-30 border-b border-steel-100 bg-white/95 backdrop-blur print:hidden">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-6 sm:gap-6">
        {/* On a narrow phone the name may take two lines: the quote list's word and the menu keep their room. */}
        <a
          href={pathOf(locale, 'home')}
          className="min-w-0 leading-tight font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-lg sm:whitespace-nowrap"
        >
          {company.name}
        </a>
        <nav aria-label={t('main')} className="hidden items-center gap-6 xl:flex">
          {entries.slice(0, -1).map((entry) =>
            'items' in entry ? (
              <Dropdown key={entry.label} label={entry.label} items={entry.items} />
            ) : (
              <a
                key={entry.href}
                href={entry.href}
                target={entry.external ? '_blank' : undefined}
                rel={entry.external ? 'noopener' : undefined}
                className="py-2 font-medium hover:text-signal"
              >
                {entry.label}
              </a>
            ),
          )}
          {'href' in contact && (
            <a href={contact.href} className={buttonClass()}>
              {contact.label}
            </a>
          )}
        </nav>
        <div className="flex shrink-0 items-center gap-3">
          <div className="relative hidden size-10 xl:block">
            <SearchForm locale={locale} id="header-search" labels={searchLabels} variant="header" />
          </div>
          <AdminLinks labels={{ dashboard: t('dashboard'), logout: t('logout') }} />
          <ListLink
            list="compare"
            href={`/${locale}${comparePage}`}
            label={compare('header')}
            word={compare('headerShort')}
          />
          <ListLink
            list="quote"
            href={quoteListPath(locale)}
            label={quoteList('header')}
            word={quoteList('headerShort')}
          />
          <LanguageSwitcher locale={locale} label={t('language')} />
          <MobileMenu entries={entries} labels={{ menu: t('menu'), close: t('closeMenu') }}>
            <SearchForm locale={locale} id="menu-search" labels={searchLabels} variant="menu" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
