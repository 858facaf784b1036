import { type Change, clashes, movesParts } from './changes';

const order = (before: number[], after: number[]): Change => ({
  field: 'options.order',
  language: null,
  before,
  after,
});
const value = (field: string, language: Change['language'] = 'de'): Change => ({
  field,
  language,
  before: 'a',
  after: 'b',
});

describe('which changes would overwrite a colleague’s', () => {
  it('tells an order that moves parts from one that only gains or loses some', () => {
    expect(movesParts(order([1, 2, 3], [3, 1, 2]))).toBe(true);
    expect(movesParts(order([1, 2, 3], [1, 2, 3, 4]))).toBe(false);
    expect(movesParts(order([1, 2, 3], [1, 3]))).toBe(false);
    expect(movesParts(order([1, 2, 3], [2, 1, 4]))).toBe(true);
    expect(movesParts(value('options.1.value'))).toBe(true);
  });

  it('the same field in the same language, a part and its fields, two moves of one list', () => {
    expect(clashes(value('name'), value('name'))).toBe(true);
    expect(clashes(value('name', 'fr'), value('name', 'de'))).toBe(false);
    expect(clashes(value('options.12.value'), { ...value('options.12', null), after: null })).toBe(true);
    expect(clashes(value('options.12.value'), value('options.13.value'))).toBe(false);
    expect(clashes(order([1, 2], [2, 1]), order([1, 2], [2, 1]))).toBe(true);
  });

  it('never an addition or a deletion against another change of the order', () => {
    expect(clashes(order([1, 2], [1, 2, 3]), order([1, 2], [2, 1]))).toBe(false);
    expect(clashes(order([1, 2], [2, 1]), order([2, 1], [2, 1, 4]))).toBe(false);
    expect(clashes(order([1, 2], [1]), order([1, 2], [1, 2, 5]))).toBe(false);
  });

  it('two changes of the categories only when they add or remove the same one', () => {
    const categories = (before: number[], after: number[]): Change => ({
      field: 'categories',
      language: null,
      before,
      after,
    });
    // Two added, or one added and another removed: neither overwrites the other.
    expect(clashes(categories([1], [1, 2]), categories([1], [1, 3]))).toBe(false);
    expect(clashes(categories([1, 2], [1, 2, 3]), categories([1, 2], [1]))).toBe(false);
    // The same category added by one and removed by the other, or removed by both.
    expect(clashes(categories([1], [1, 2]), categories([1, 2], [1]))).toBe(true);
    expect(clashes(categories([1, 2], [1]), categories([1, 2], [1]))).toBe(true);
    // Another field is another thing.
    expect(clashes(categories([1], [1, 2]), value('name'))).toBe(false);
  });
});
