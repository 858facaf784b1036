import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AccountSessions } from '@/components/admin/AccountSessions';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { OwnEmailForm } from '@/components/admin/OwnEmailForm.client';
import { PasswordChangeForm } from '@/components/admin/PasswordChangeForm.client';
import { TwoFactorSettings } from '@/components/admin/TwoFactorSettings.client';
import { languageName } from '@/i18n/locales';
import { requiresTwoFactor } from '@/server/auth/security-settings';
import { ownEmail } from '@/server/auth/password-reset';
import { listSessions } from '@/server/auth/sessions';
import { twoFactorStatus } from '@/server/auth/two-factor';

import { passwordStrengthAction } from '../_actions/auth';
import { currentAdminSession, requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminAccount' });
  return { title: t('title') };
}

/**
 * /admin/account: the signed-in person's own password, e-mail address (for a forgotten password), two-factor
 * sign-in and open sessions.
 */
export default async function AccountPage() {
  const admin = await requireAdminPage('/admin/account', 'self');
  const current = (await currentAdminSession())!;
  const locale = await adminLocale();
  const [t, status, email, sessions] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccount' }),
    twoFactorStatus(admin.id),
    ownEmail(admin.id),
    listSessions(admin.id, current.session.id),
  ]);
  const [accounts, required] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAccounts' }),
    requiresTwoFactor(),
  ]);
  const names = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro')} />
      {admin.mustEnrol && (
        <p role="alert" className="mt-4 rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm font-medium">
          {t('mustEnrol')}
        </p>
      )}
      <p className="mt-2 text-sm text-steel-700" data-testid="own-role">
        {admin.role === 'translator'
          ? t('yourLanguages', {
              languages: names.format(admin.languages.map((language) => languageName(language, locale))),
            })
          : t('yourRole', { role: accounts(`roles.${admin.role}`) })}
      </p>
      <PasswordChangeForm score={passwordStrengthAction} username={admin.username} />
      <OwnEmailForm email={email} />
      <TwoFactorSettings enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} required={required} />
      <AccountSessions sessions={sessions} locale={locale} />
    </>
  );
}
