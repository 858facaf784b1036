import { pathOf, switchLanguage } from './paths';

describe('switchLanguage', () => {
  it('replaces the language prefix and keeps the rest of the path', () => {
    expect(switchLanguage('/fr/machine/12', 'de')).toBe('/de/machine/12');
    expect(switchLanguage('/fr', 'it')).toBe('/it');
    expect(switchLanguage('/fr/', 'es')).toBe('/es');
    expect(switchLanguage('/en/r&d', 'fr')).toBe('/fr/r&d');
  });
});

describe('pathOf', () => {
  it('prefixes the page with the language', () => {
    expect(pathOf('de', 'machines')).toBe('/de/nos-machines');
    expect(pathOf('fr', 'home')).toBe('/fr');
  });
});
