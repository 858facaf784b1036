import { suggestionRequest } from './suggestion-request';
import type { FieldTranslation } from './TranslationEditing.client';

const texts = { en: 'Press', fr: 'Presse', de: 'Presse alt', it: '', es: 'Prensa' };
const changedInFrench: FieldTranslation = {
  source: ['fr'],
  states: { en: 'outdated', fr: 'current', de: 'outdated', it: 'missing', es: 'current' },
};
const never = () => false;

describe('what a suggestion asks DeepL', () => {
  it('translates from the language changed first into the missing and out-of-date ones', () => {
    expect(
      suggestionRequest([{ field: 'name', texts, translation: changedInFrench, handEdited: never }], 'de'),
    ).toEqual([{ field: 'name', from: 'fr', text: 'Presse', to: ['en', 'de', 'it'] }]);
  });

  it('leaves alone what the office typed in this form, but fills what it emptied', () => {
    const typed = (language: string) => language === 'en' || language === 'es';
    const emptied = { ...texts, es: ' ' };
    expect(
      suggestionRequest([{ field: 'name', texts: emptied, translation: changedInFrench, handEdited: typed }], 'de'),
    ).toEqual([{ field: 'name', from: 'fr', text: 'Presse', to: ['de', 'it', 'es'] }]);
  });

  it("starts from the office's language when no language was changed first, and skips fields with nothing to do", () => {
    const missingInItalian: FieldTranslation = {
      source: [],
      states: { en: 'current', fr: 'current', de: 'current', it: 'missing', es: 'current' },
    };
    const written = { ...texts, de: 'Presse' };
    expect(
      suggestionRequest(
        [
          { field: 'name', texts: written, translation: missingInItalian, handEdited: never },
          { field: 'value', texts: { ...written, it: 'Pressa' }, translation: undefined, handEdited: never },
          {
            field: 'blank',
            texts: { en: '', fr: '', de: '', it: '', es: '' },
            translation: undefined,
            handEdited: never,
          },
        ],
        'de',
      ),
    ).toEqual([{ field: 'name', from: 'de', text: 'Presse', to: ['it'] }]);
  });
});
