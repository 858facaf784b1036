import type { Messages } from 'next-intl';

import { company } from '@/config/company';
import { pathOf } from '@/i18n/paths';

import type { DropdownItem } from './Dropdown.client';

/** A link of the main navigation, or a group of them. */
export type NavigationEntry = DropdownItem | { label: string; items: DropdownItem[] };

/** The header's translator: its texts are in the `Navigation` namespace. */
type Translate = (key: keyof Messages['Navigation']) => string;

/** The header's main navigation: services, machines, about, the parts shop and contact. */
export function mainNavigation(locale: string, t: Translate): NavigationEntry[] {
  return [
    {
      label: t('services'),
      items: [
        { href: pathOf(locale, 'hydraulics'), label: t('hydraulics') },
        { href: pathOf(locale, 'cutting'), label: t('cutting') },
        { href: pathOf(locale, 'research'), label: t('research') },
      ],
    },
    { href: pathOf(locale, 'machines'), label: t('machines') },
    {
      label: t('aboutMenu'),
      items: [
        { href: pathOf(locale, 'about'), label: t('about') },
        { href: pathOf(locale, 'history'), label: t('history') },
      ],
    },
    { href: company.partsShopUrl, label: t('partsShop'), external: true },
    { href: pathOf(locale, 'contact'), label: t('contact') },
  ];
}
