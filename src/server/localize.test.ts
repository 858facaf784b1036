import { fallbackOf, localize, shownLanguage } from './localize';

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

describe('shownLanguage', () => {
  it('names the language asked for when the field is written in it', () => {
    expect(shownLanguage(row({ fr: 'Presse', de: 'Presse DE' }), 'name', 'de')).toBe('de');
  });

  it('names the language the text falls back to, in the same order as localize', () => {
    expect(shownLanguage(row({ en: 'Press', fr: 'Presse' }), 'name', 'de')).toBe('fr');
    expect(shownLanguage(row({ en: 'Press', es: 'Prensa' }), 'name', 'it')).toBe('en');
    expect(shownLanguage(row({ de: ' ', es: 'Prensa' }), 'name', 'de')).toBe('es');
  });

  it('is null when every language is blank', () => {
    expect(shownLanguage(row({}), 'name', 'fr')).toBeNull();
  });
});

describe('fallbackOf', () => {
  const machine = {
    ...row({ fr: 'Presse', de: 'Presse' }),
    description_en: 'A press',
    description_fr: 'Une presse',
    description_de: '',
    description_it: '',
    description_es: '',
  };

  it('maps each field shown in another language to that language', () => {
    expect(fallbackOf(machine, ['name', 'description'], 'de')).toEqual({ description: 'fr' });
    expect(fallbackOf(machine, ['name', 'description'], 'it')).toEqual({ name: 'fr', description: 'fr' });
  });

  it('is empty when every field is written in the language asked for, or blank everywhere', () => {
    expect(fallbackOf(machine, ['name', 'description'], 'fr')).toEqual({});
    expect(fallbackOf(row({}), ['name'], 'es')).toEqual({});
  });
});
