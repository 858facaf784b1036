'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';

import { type Locale, languageName, locales } from '@/i18n/locales';
import { type AccountRole, accountRoles } from '@/schemas/account';

import { useAdminAction } from './ErrorLine.client';

/** The refusals of an account action said in the office worker's language, by their code. */
const explained: Partial<
  Record<string, 'tooShort' | 'tooCommon' | 'taken' | 'lastOwner' | 'required' | 'invalidUsername'>
> = {
  tooShort: 'tooShort',
  tooCommon: 'tooCommon',
  taken: 'taken',
  lastOwner: 'lastOwner',
  required: 'required',
  invalid: 'invalidUsername',
};

/** `useAdminAction` for the accounts screen: a refused field (a taken name, a weak password) said in its words. */
export function useAccountAction() {
  const t = useTranslations('AdminAccounts');
  return useAdminAction({
    explain: (code, field) => (field === 'languages' ? t('languagesRequired') : explained[code] && t(explained[code])),
  });
}

const selectClass = 'mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2';

/** A role's choice and, for a translator, its languages: the new account's form and each account's change. */
export function RoleFields(props: {
  role: AccountRole;
  languages: Locale[];
  onChange: (role: AccountRole, languages: Locale[]) => void;
}) {
  const t = useTranslations('AdminAccounts');
  const locale = useLocale() as Locale;
  const id = useId();
  const { role, languages, onChange } = props;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          {t('role')}
        </label>
        <select
          id={`${id}-role`}
          value={role}
          aria-describedby={`${id}-role-help`}
          onChange={(event) => onChange(event.target.value as AccountRole, languages)}
          className={selectClass}
        >
          {accountRoles.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-role-help`} className="mt-1 text-sm text-steel-700">
          {t(`roleHelp.${role}`)}
        </p>
      </div>
      {role === 'translator' && (
        <fieldset>
          <legend className="text-sm font-medium">{t('languages')}</legend>
          <p className="text-sm text-steel-700">{t('languagesHint')}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {locales.map((language) => (
              <label key={language} className="flex items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  checked={languages.includes(language)}
                  onChange={(event) =>
                    onChange(
                      role,
                      event.target.checked
                        ? [...languages, language]
                        : languages.filter((chosen) => chosen !== language),
                    )
                  }
                />
                {languageName(language, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
