import { type Locale, locales } from '@/i18n/locales';

import { afterConfirmation, afterWrite, type FieldRevision, stateOf, unchanged } from './rules';

const texts = (overrides: Partial<Record<Locale, string>> = {}) =>
  ({ en: 'Press', fr: 'Presse', de: 'Presse', it: 'Pressa', es: 'Prensa', ...overrides }) as Record<Locale, string>;

const states = (field: FieldRevision, text: Record<Locale, string>) =>
  Object.fromEntries(locales.map((locale) => [locale, stateOf(text[locale], field, locale)]));

describe('the translation state of a field', () => {
  it('is up to date in every language written, missing where blank, when it never changed', () => {
    expect(states(unchanged, texts({ it: '', es: '  ' }))).toEqual({
      en: 'current',
      fr: 'current',
      de: 'current',
      it: 'missing',
      es: 'missing',
    });
  });

  it('puts the other four out of date when one language changes', () => {
    const before = texts();
    const after = texts({ fr: 'Presse hydraulique' });
    const field = afterWrite(unchanged, before, after)!;
    expect(states(field, after)).toEqual({
      en: 'outdated',
      fr: 'current',
      de: 'outdated',
      it: 'outdated',
      es: 'outdated',
    });
    expect(field.source).toEqual(['fr']);
  });

  it('brings a language up to date when it is saved, and leaves the others as they were', () => {
    const first = texts({ fr: 'Presse hydraulique' });
    const changed = afterWrite(unchanged, texts(), first)!;
    const second = { ...first, de: 'Hydraulikpresse' };
    const caughtUp = afterWrite(changed, first, second)!;
    expect(states(caughtUp, second)).toEqual({
      en: 'outdated',
      fr: 'current',
      de: 'current',
      it: 'outdated',
      es: 'outdated',
    });
    // Still the French change that the others are to follow.
    expect(caughtUp.revision).toBe(changed.revision);
    expect(caughtUp.source).toEqual(['fr']);
  });

  it('makes a new change of content when an up-to-date language is rewritten', () => {
    const first = texts({ fr: 'Presse hydraulique' });
    const changed = afterWrite(unchanged, texts(), first)!;
    const second = { ...first, fr: 'Presse hydraulique 200 t', de: 'Presse' };
    // de did not change: the write rewrites fr only, so de stays behind, and so do the others.
    const again = afterWrite(changed, first, second)!;
    expect(again.revision).toBe(changed.revision + 1);
    expect(states(again, second)).toMatchObject({ fr: 'current', de: 'outdated', en: 'outdated' });
  });

  it('counts a write of several languages at once as one change of content', () => {
    const after = texts({ fr: 'Presse hydraulique', de: 'Hydraulikpresse' });
    const field = afterWrite(unchanged, texts(), after)!;
    expect(states(field, after)).toEqual({
      en: 'outdated',
      fr: 'current',
      de: 'current',
      it: 'outdated',
      es: 'outdated',
    });
    expect(field.source).toEqual(['fr', 'de']);
  });

  it('clears out of date on confirmation, without a change of text', () => {
    const after = texts({ fr: 'Presse hydraulique' });
    const field = afterConfirmation(afterWrite(unchanged, texts(), after)!, 'it');
    expect(states(field, after)).toMatchObject({ it: 'current', es: 'outdated' });
  });

  it('is missing once blanked, and blanking moves no other language', () => {
    const after = texts({ es: '' });
    const field = afterWrite(unchanged, texts(), after)!;
    expect(states(field, after)).toEqual({
      en: 'current',
      fr: 'current',
      de: 'current',
      it: 'current',
      es: 'missing',
    });
  });

  it('brings a filled-in missing language up to date without moving the others', () => {
    const before = texts({ it: '' });
    const after = texts();
    const field = afterWrite(unchanged, before, after)!;
    expect(field.revision).toBe(0);
    expect(states(field, after)).toEqual(Object.fromEntries(locales.map((locale) => [locale, 'current'])));
  });

  it('changes nothing when no text changed', () => {
    expect(afterWrite(unchanged, texts(), texts())).toBeNull();
  });
});
