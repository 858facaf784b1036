import type { CharacteristicType } from '@/server/catalogue/characteristic-types';

import { rangeFieldsOf } from './range-choices';

const type = (id: number, name: string, unit: CharacteristicType['unit']) =>
  ({ id, name, unit, symbol: unit, unitCode: '', priority: id }) as unknown as CharacteristicType;
const types = [type(1, 'Presskraft', 'kN'), type(2, 'Hub', 'mm'), type(3, 'Gewicht', 'kg')];

describe('the range fields a view offers', () => {
  it('offers each type two machines of the view have, with what the view holds in the language’s form', () => {
    const { fields, summaries } = rangeFieldsOf(
      'de',
      types,
      [
        { typeId: 1, machines: 12, min: '50', max: '2500.5' },
        { typeId: 2, machines: 1, min: '100', max: '100' },
      ],
      [],
    );
    expect(fields).toEqual([[1, 'Presskraft (kN)', 12, '50', '2500.5', '', '', '50', '2’500.5']]);
    expect(summaries).toEqual([]);
  });

  it('keeps a range the view filters by, even outside what it holds, and says it in the closed panel', () => {
    const { fields, summaries } = rangeFieldsOf(
      'fr',
      types,
      [{ typeId: 1, machines: 12, min: '50', max: '2500.5' }],
      [
        { typeId: 1, min: '1500', max: null },
        { typeId: 3, min: null, max: '0.5' },
      ],
    );
    expect(fields).toEqual([
      [1, 'Presskraft (kN)', 12, '50', '2500.5', '1500', '', '50', '2\u202f500,5'],
      [3, 'Gewicht (kg)', 0, '', '0.5', '', '0.5', '', ''],
    ]);
    expect(summaries).toEqual(['Presskraft ≥\u00a01\u202f500\u00a0kN', 'Gewicht ≤\u00a00,5\u00a0kg']);
  });
});
