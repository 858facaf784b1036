import { cleanSearch, searchProblem } from '@/schemas/search';

import { fold, searchTerms, tsqueryText } from './words';

describe('the words of a search', () => {
  it('folds case, accents and ligatures as unaccent does', () => {
    expect(fold('Straße Vérin ŒUVRE Ærø')).toBe('strasse verin oeuvre aero');
  });

  it('keeps letters and digits only, so that no tsquery or SQL syntax gets through', () => {
    expect(searchTerms("a & b | !c:* 'x' \\ (y) <-> z;--")).toEqual({
      words: ['a', 'b', 'c', 'x', 'y', 'z'],
      compact: null,
    });
    expect(tsqueryText(searchTerms("'':* & !").words)).toBe('');
  });

  it('runs a model number together, however it is written', () => {
    for (const text of ['PK-250', 'pk250', 'PK 250', 'pk.250', 'Pk/250'])
      expect(searchTerms(text).compact).toBe('pk250');
    expect(searchTerms('S355 JR').compact).toBe('s355jr');
    expect(searchTerms('presse plieuse').compact).toBeNull();
  });

  it('takes at most eight words', () => {
    expect(searchTerms('a b c d e f g h i j').words).toHaveLength(8);
  });

  it('looks for the last word as the start of a longer one, unless it is a number', () => {
    expect(tsqueryText(['presse', 'hydrau'])).toBe('presse & hydrau:*');
    expect(tsqueryText(['pb', '135'])).toBe('pb & 135');
    expect(tsqueryText(['verin', 'hydraulique'], '|', 'A')).toBe('verin:A | hydraulique:*A');
  });
});

describe('the words of a search page', () => {
  it('turns control characters and NUL into spaces', () => {
    expect(cleanSearch('\u0000presse\u0007\t  plieuse\n')).toBe('presse plieuse');
  });

  it('says what is wrong with words it cannot search', () => {
    expect(searchProblem(undefined)).toBe('empty');
    expect(searchProblem('   \u0000 ')).toBe('empty');
    expect(searchProblem('x'.repeat(201))).toBe('tooLong');
    expect(searchProblem('!?&')).toBe('noWords');
    expect(searchProblem(['a', 'b'])).toBe('several');
    expect(searchProblem(['presse'])).toBeNull();
    expect(searchProblem('PK-250')).toBeNull();
  });
});
