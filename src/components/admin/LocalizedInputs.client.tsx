'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormSetValue,
  UseFormWatch,
} from 'react-hook-form';

import { suggestTranslationsAction } from '@/app/(admin)/admin/_actions/translations';
import { type Locale, locales } from '@/i18n/locales';
import { textProblem } from '@/schemas/field-errors';
import type { TranslatableKind } from '@/schemas/translations';

import { Button } from '../ui/Button';
import { ConfirmTranslation } from './ConfirmTranslation.client';
import { useAdminAction } from './ErrorLine.client';
import { FormattedTextHelp, useFormattedPreviews } from './FormattedTextHelp.client';
import type { KeptTexts } from './ItemVersion.client';
import { KeptText } from './KeptText.client';
import { LanguageTabs, languageName } from './LanguageTabs.client';
import { OtherLanguages } from './OtherLanguages.client';
import { stateBadgeClass, useEditableLanguages, useItemTranslations } from './TranslationEditing.client';
import { suggestionRequest } from './suggestion-request';

export interface LocalizedField {
  /** The field's stem: `name` for `name_en` … `name_es`. */
  field: string;
  label: string;
  multiline?: boolean;
  /** Formatted text (Markdown): how to write it is said under the field, with a preview. Implies `multiline`. */
  formatted?: boolean;
}

export const inputClass =
  'block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 aria-invalid:border-signal';

/** What the language tabs need of the form to show the other languages, copy and suggest: react-hook-form's own. */
export interface TranslatingForm<T extends FieldValues> {
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  getFieldState: UseFormGetFieldState<T>;
  formState: { dirtyFields: object };
}

/**
 * The localized fields of a react-hook-form form, in language tabs: each input is labelled with its field and
 * its language ("Name (English)"), and a wrong one says why under it. On an item's screen (`item`, inside a
 * TranslationEditingProvider) each field also shows its state in that language, "still right" when it is out of
 * date, the other languages' texts beside it with "copy" for an empty field, and, with DeepL, "suggest" per field
 * and "suggest all missing": suggestions go into the form unsaved, marked as such, until the office saves.
 */
export function LocalizedInputs<T extends FieldValues>(props: {
  locale: Locale;
  fields: LocalizedField[];
  register: UseFormRegister<T>;
  /** The form's state: its errors, and how many saves were tried (a refused one opens the first wrong language). */
  formState: { errors: FieldErrors<T>; submitCount: number };
  item?: { kind: TranslatableKind; id: number };
  form?: TranslatingForm<T>;
  /**
   * What was typed into a save refused because a colleague changed the same thing (see useItemEdit): shown under
   * each field whose text now differs, to copy or put back into the field.
   */
  kept?: KeptTexts;
}) {
  const { fields, register, locale, form } = props;
  const { errors, submitCount } = props.formState;
  const id = useId();
  const translations = useItemTranslations(props.item);
  const editable = useEditableLanguages();
  const texts = useTranslations('TranslationEditing');
  const tabTexts = useTranslations('LanguageTabs');
  const unsaved = useTranslations('AdminUnsaved');
  const { run, pending } = useAdminAction();
  /** The suggestions put into the form, by input name, as long as they are not saved. */
  const [suggested, setSuggested] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useFormattedPreviews();
  const errorOf = (name: string) => errors[name as keyof T] as { message?: string } | undefined;
  const problemText = {
    required: tabTexts('required'),
    tooLong: tabTexts('tooLong'),
    invalid: tabTexts('checkField'),
  };
  const invalid = locales.filter((language) => fields.some(({ field }) => errorOf(`${field}_${language}`)));
  const { kept } = props;
  const values = (form && (translations || kept) ? form.watch() : {}) as Record<string, string | undefined>;
  /** The kept text of input `name` while it differs from what the field holds. */
  const keptOf = (name: string) => (kept?.[name] !== undefined && kept[name] !== values[name] ? kept[name] : null);
  // Read in the render, so that react-hook-form keeps the dirty fields that getFieldState answers from.
  void form?.formState.dirtyFields;
  const textsOf = (field: string) =>
    Object.fromEntries(locales.map((language) => [language, values[`${field}_${language}`] ?? ''])) as Record<
      Locale,
      string
    >;
  const nameOf = (field: string, language: Locale) => `${field}_${language}` as Path<T>;
  const set = (name: Path<T>, text: string) => {
    form!.setValue(name, text as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
    previews.changed(name, text);
  };

  /** Languages worked on by hand in this form: a suggestion does not overwrite them. */
  const handEdited = (field: string, language: Locale) => {
    const name = nameOf(field, language);
    return form!.getFieldState(name).isDirty && suggested[name] !== values[name];
  };

  function suggest(only?: string) {
    const chosen = fields.filter(({ field }) => !only || field === only);
    const request = suggestionRequest(
      chosen.map(({ field }) => ({
        field,
        texts: textsOf(field),
        translation: translations!.fields[field],
        handEdited: (language: Locale) => handEdited(field, language),
      })),
      locale,
    )
      // Into the languages the account may change only.
      .map((entry) => ({ ...entry, to: entry.to.filter((language) => editable.includes(language)) }))
      .filter((entry) => entry.to.length > 0);
    if (request.length === 0) return setNotice(texts('nothingToSuggest'));
    setNotice(texts('suggesting'));
    run(
      () => suggestTranslationsAction({ texts: request.map(({ from, text, to }) => ({ from, text, to })) }),
      (answers) => {
        const added: Record<string, string> = {};
        answers.forEach((answer, index) => {
          for (const [language, text] of Object.entries(answer) as [Locale, string][]) {
            const name = nameOf(request[index]!.field, language);
            set(name, text);
            added[name] = text;
          }
        });
        setSuggested((before) => ({ ...before, ...added }));
        setNotice(texts('suggested'));
      },
    );
  }

  /** Whether a field has a language to suggest: missing or out of date, or blank in the form. */
  const needsWork = (field: string) =>
    locales.some(
      (language) =>
        translations?.fields[field]?.states[language] !== 'current' ||
        (values[`${field}_${language}`] ?? '').trim() === '',
    );

  const notes = Object.fromEntries(
    locales.flatMap((language) => {
      if (fields.some(({ field }) => keptOf(nameOf(field, language)) !== null)) return [[language, unsaved('title')]];
      const states = fields.map(({ field }) => translations?.fields[field]?.states[language]);
      const worst = states.includes('missing') ? 'missing' : states.includes('outdated') ? 'outdated' : null;
      return worst ? [[language, texts(`states.${worst}`)]] : [];
    }),
  );

  return (
    <div>
      {translations?.suggest && form && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={pending} onClick={() => suggest()}>
            {texts('suggestAll')}
          </Button>
          <p role="status" className="text-sm text-steel-700">
            {notice}
          </p>
        </div>
      )}
      <LanguageTabs locale={locale} invalid={invalid} attempt={submitCount} notes={notes}>
        {(language, name) => (
          <div className="grid gap-6">
            {fields.map(({ field, label, multiline, formatted }) => {
              const inputName = nameOf(field, language);
              const error = errorOf(inputName);
              const inputId = `${id}-${inputName}`;
              const translation = translations?.fields[field];
              // A language the account may not change (a translator's other languages): shown, read only.
              const locked = !editable.includes(language);
              const state = translation?.states[language];
              const dirty = form?.getFieldState(inputName).isDirty ?? false;
              // Until it is saved (the form then starts again from the saved texts) or edited by hand.
              const isSuggestion =
                dirty && suggested[inputName] !== undefined && suggested[inputName] === values[inputName];
              // Every name is `{field}_{language}` of the form's own localized fields.
              const registered = register(inputName);
              const keptText = keptOf(inputName);
              const described = [
                error ? `${inputId}-error` : isSuggestion ? `${inputId}-suggestion` : null,
                formatted ? `${inputId}-format` : null,
                keptText !== null ? `${inputId}-kept` : null,
                locked ? `${inputId}-locked` : null,
              ].filter(Boolean);
              const input = {
                id: inputId,
                ...registered,
                onChange: (event: { target: { value: string } }) => {
                  if (formatted) previews.changed(inputName, event.target.value);
                  return registered.onChange(event);
                },
                'aria-invalid': error ? true : undefined,
                readOnly: locked,
                'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
                className: `mt-1 ${inputClass} ${isSuggestion ? 'border-dashed border-sky-700 bg-sky-50' : ''} ${
                  locked ? 'bg-steel-50 text-steel-700' : ''
                }`,
              };
              return (
                <div key={inputName} data-localized-field={inputName} className="@container">
                  <div
                    className={translations ? 'grid gap-3 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @3xl:gap-6' : ''}
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <label htmlFor={inputId} className="text-sm font-medium">
                          {label}
                          <span className="sr-only"> ({name})</span>
                        </label>
                        {state && translations && !isSuggestion && (
                          <span
                            data-testid="translation-state"
                            className={`rounded-sm px-1.5 text-xs font-medium ${stateBadgeClass[state]}`}
                          >
                            {texts(`states.${state}`)}
                          </span>
                        )}
                        {isSuggestion && (
                          <span
                            id={`${inputId}-suggestion`}
                            className="rounded-sm bg-sky-100 px-1.5 text-xs font-medium text-sky-900"
                          >
                            {texts('suggestion')}
                          </span>
                        )}
                        {state === 'outdated' && !dirty && props.item && !locked && (
                          <ConfirmTranslation
                            kind={props.item.kind}
                            id={props.item.id}
                            field={field}
                            language={language}
                            label={texts('stillRight')}
                            accessibleLabel={texts('stillRightLabel', {
                              language: name,
                              field: label,
                            })}
                          />
                        )}
                        {translations?.suggest && form && needsWork(field) && !locked && (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={pending}
                            onClick={() => suggest(field)}
                            aria-label={texts('suggestLabel', { field: label })}
                          >
                            {texts('suggest')}
                          </Button>
                        )}
                      </div>
                      {multiline || formatted ? <textarea rows={5} {...input} /> : <input {...input} />}
                      {locked && (
                        <p id={`${inputId}-locked`} className="mt-1 text-xs text-steel-700">
                          {texts('otherLanguage')}
                        </p>
                      )}
                      {error && (
                        <p id={`${inputId}-error`} className="mt-1 text-xs text-signal">
                          {problemText[textProblem(error.message)]}
                        </p>
                      )}
                      {keptText !== null && (
                        <KeptText
                          id={`${inputId}-kept`}
                          field={label}
                          text={keptText}
                          onPutBack={form ? () => set(inputName, keptText) : undefined}
                        />
                      )}
                      {formatted && (
                        <FormattedTextHelp
                          inputId={inputId}
                          field={label}
                          language={language}
                          languageName={name}
                          preview={previews.textOf(inputName)}
                          onToggle={() =>
                            previews.toggle(inputName, document.getElementById(inputId) as HTMLTextAreaElement | null)
                          }
                        />
                      )}
                    </div>
                    {translations && form && (
                      <OtherLanguages
                        language={language}
                        fieldLabel={label}
                        texts={textsOf(field)}
                        translation={translation}

                        languageName={(other) => languageName(other, locale)}
                        onCopy={
                          (values[inputName] ?? '').trim() === ''
                            ? (from) => set(inputName, values[nameOf(field, from)] ?? '')
                            : undefined
                        }
                      />
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </LanguageTabs>
    </div>
  );
}
