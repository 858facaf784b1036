import { localize } from './localize';

const row = (values: Partial<Record<'en' | 'fr' | 'de' | 'it' | 'es', string>>) => ({
  name_en: values.en ?? '',
  name_fr: values.fr ?? '',
  name_de: values.de ?? '',
  name_it: values.it ?? '',
  name_es: values.es ?? '',
});

describe('localize', () => {
  it('gives the text in the language asked for', () => {
    expect(localize(row({ en: 'Press', fr: 'Presse', de: 'Presse DE' }), 'name', 'de')).toBe('Presse DE');
  });

  it('falls back to fr, then en, then the first non-blank language', () => {
    expect(localize(row({ en: 'Press', fr: 'Presse' }), 'name', 'it')).toBe('Presse');
    expect(localize(row({ en: 'Press', es: 'Prensa' }), 'name', 'it')).toBe('Press');
    expect(localize(row({ es: 'Prensa' }), 'name', 'de')).toBe('Prensa');
  });

  it('treats whitespace-only text as blank', () => {
    expect(localize(row({ de: '   ', fr: 'Presse' }), 'name', 'de')).toBe('Presse');
  });

  it('gives an empty string when every language is blank', () => {
    expect(localize(row({}), 'name', 'en')).toBe('');
  });
});
