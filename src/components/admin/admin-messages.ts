import type { Messages } from 'next-intl';

import { pickNamespaces } from '@/i18n/messages';

/**
 * The namespaces of the catalogue that the back office's client components read with `useTranslations`: the
 * admin layout hands these, and only these, to the browser (the public pages hand none). A component that reads
 * another namespace must add it here.
 */
export const adminClientNamespaces = [
  'AdminAccount',
  'AdminAccounts',
  'AdminCategories',
  'AdminCharacteristicTypes',
  'AdminDashboard',
  'AdminDrafts',
  'AdminErrors',
  'AdminFirstPassword',
  'AdminForgotPassword',
  'AdminHistory',
  'AdminInbox',
  'AdminInboxRequest',
  'AdminLayout',
  'AdminLogin',
  'AdminMachine',
  'AdminMachineItems',
  'AdminMachines',
  'AdminNews',
  'AdminNewsArticle',
  'AdminNewsContent',
  'AdminNewsDate',
  'AdminPasswordReset',
  'AdminSessions',
  'AdminPublication',
  'AdminTwoFactor',
  'AdminUnsaved',
  'FormattedTextHelp',
  'LanguageTabs',
  'MachinePictures',
  'PasswordStrength',
  'ReauthDialog',
  'SortableList',
  'TranslationEditing',
] as const satisfies readonly (keyof Messages)[];

/** The admin's client messages out of a whole catalogue. */
export const adminClientMessages = (messages: Messages) => pickNamespaces(messages, adminClientNamespaces);
