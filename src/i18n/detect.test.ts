import { detectApiLocale, detectLocale } from './detect';

describe('detectLocale', () => {
  it('prefers the stored language over the browser language', () => {
    expect(detectLocale('de', 'it-CH,it;q=0.9')).toBe('de');
  });

  it('turns a stored language outside the five into en, whatever the browser says', () => {
    expect(detectLocale('pt', 'fr-CH')).toBe('en');
  });

  it('takes the first two letters of the browser language when nothing is stored', () => {
    expect(detectLocale(undefined, 'fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(detectLocale(undefined, 'ES')).toBe('es');
  });

  it('falls back to en for an unsupported or missing browser language', () => {
    expect(detectLocale(undefined, 'pt-BR,de;q=0.8')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
    expect(detectLocale(undefined, '')).toBe('en');
  });
});

describe('detectApiLocale', () => {
  it('takes ?lang= first, then the cookie, then the browser, then fr', () => {
    expect(detectApiLocale('it', 'de', 'es')).toBe('it');
    expect(detectApiLocale(null, 'de', 'es-ES')).toBe('de');
    expect(detectApiLocale(null, undefined, 'es-ES,en;q=0.5')).toBe('es');
    expect(detectApiLocale(null, undefined, null)).toBe('fr');
  });

  it('skips values that are not one of the five languages', () => {
    expect(detectApiLocale('xx', 'pt', 'de-CH')).toBe('de');
    expect(detectApiLocale('', undefined, 'zh')).toBe('fr');
  });
});
