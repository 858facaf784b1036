import 'server-only';

import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { ActivityEntry } from '@/server/activity/log';

/**
 * What an entry of the activity log says, in words an office worker reads at a glance ("Sign-in failed: wrong
 * username or password", "Deactivated the account anna and ended its 2 sessions"), in `locale`.
 */
/** ` (FR, DE)`: a translator's languages, after its role's name. */
const languageList = (languages: string[] | undefined = []) =>
  languages.length > 0 ? ` (${languages.map((language) => language.toUpperCase()).join(', ')})` : '';

export async function activityText(locale: Locale): Promise<(entry: ActivityEntry) => string> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'AdminActivity' });
  const accounts = createTranslator({ locale, messages, namespace: 'AdminAccounts' });
  const duration = (seconds: number) =>
    seconds < 3600
      ? t('duration.minutes', { count: Math.max(1, Math.round(seconds / 60)) })
      : t('duration.hours', { count: Math.round(seconds / 3600) });
  return ({ kind, summary }) => {
    const account = summary.account ?? '';
    const sessions = summary.sessions ?? 0;
    switch (kind) {
      case 'signInFailed':
        return t('entries.signInFailed', { reason: summary.reason ?? 'password' });
      case 'signInBlocked':
        return t('entries.signInBlocked', {
          duration: duration(summary.seconds ?? 0),
          limit: summary.limit ?? 'usernameAddress',
        });
      case 'sessionsEnded':
        return t('entries.sessionsEnded', { sessions });
      case 'passwordChanged':
        return summary.account === undefined
          ? t('entries.passwordChanged', { sessions })
          : t('entries.passwordChangedFor', { account, sessions });
      case 'twoFactorDisabled':
        return summary.account === undefined
          ? t('entries.twoFactorDisabled')
          : t('entries.twoFactorDisabledFor', { account });
      case 'accountDeactivated':
        return t('entries.accountDeactivated', { account, sessions });
      case 'accountCreated':
      case 'accountReactivated':
      case 'accountDeleted':
        return t(`entries.${kind}`, { account });
      case 'accountRoleChanged':
        return t('entries.accountRoleChanged', {
          account,
          role: `${accounts(`roles.${summary.role ?? 'editor'}`)}${languageList(summary.languages)}`,
        });
      case 'securitySettingsChanged':
        return t(`entries.twoFactorRequired.${summary.requireTwoFactor ? 'on' : 'off'}`);
      case 'contentChanged':
        return t(`entries.contentChanged.${summary.action ?? 'update'}`, {
          item: t(`items.${summary.item ?? 'machine'}`),
          label: summary.label?.[locale] || Object.values(summary.label ?? {}).find(Boolean) || `#${summary.itemId}`,
        });
      case 'signIn':
      case 'signOut':
      case 'twoFactorEnabled':
      case 'recoveryCodesRegenerated':
        return t(`entries.${kind}`);
    }
  };
}
