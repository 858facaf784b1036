import { type ComparedCharacteristic, compareRows } from './rows';

const types = [
  { id: 1, name: 'Pressing force', symbol: 'kN' },
  { id: 2, name: 'Stroke', symbol: 'mm' },
  { id: 3, name: 'Table size', symbol: 'mm' },
];

const measured = (type: number, min: string, max: string | null = null): ComparedCharacteristic => ({
  name: 'ignored: the type names the row',
  value: 'ignored',
  fallback: {},
  type,
  measure: { min, max },
});
const text = (name: string, value: string) => ({ name, value, fallback: {} });
const machine = (technical_characteristics: ComparedCharacteristic[], options = [text('Colour', 'RAL 7016')]) => ({
  technical_characteristics,
  options,
});

describe('the compare rows', () => {
  const machines = [
    machine([
      measured(1, '1500'),
      measured(2, '2', '200.5'),
      { ...text('Voltage', '400 V'), type: null, measure: null },
    ]),
    machine([measured(1, '1500'), { ...text(' voltage ', '230 V'), type: null, measure: null }]),
    machine([measured(1, '1500'), measured(2, '50')]),
  ];

  it('gives each type one row in the types order, its unit once, the figures in the Swiss form, a blank where none', () => {
    const rows = compareRows(machines, types, 'de');
    expect(rows.measured).toEqual([
      {
        key: 'type:1',
        label: 'Pressing force',
        unit: 'kN',
        cells: [{ text: '1’500' }, { text: '1’500' }, { text: '1’500' }],
        same: true,
      },
      { key: 'type:2', label: 'Stroke', unit: 'mm', cells: [{ text: '2–200.5' }, null, { text: '50' }], same: false },
    ]);
    expect(compareRows(machines, types, 'fr').measured[1]!.cells[0]).toEqual({ text: '2–200,5' });
  });

  it('matches free-text characteristics and options by name, case and spaces aside, below the types', () => {
    const rows = compareRows(machines, types, 'en');
    expect(rows.otherCharacteristics).toEqual([
      {
        key: 'text:voltage',
        label: 'Voltage',
        lang: undefined,
        cells: [{ text: '400 V' }, { text: '230 V' }, null],
        same: false,
      },
    ]);
    expect(rows.options.map((row) => [row.label, row.same])).toEqual([['Colour', true]]);
  });

  it('counts a blank as a difference, and a single machine as differing in nothing hidden', () => {
    const rows = compareRows([machine([measured(1, '10')]), machine([])], types, 'en');
    expect(rows.measured[0]!.same).toBe(false);
    expect(compareRows([machines[0]!], types, 'en').measured.every((row) => !row.same)).toBe(true);
  });

  it('puts two characteristics of one type in one cell, and a typed one without a measure as its text', () => {
    const rows = compareRows(
      [
        machine([measured(3, '1000'), measured(3, '2000')]),
        machine([{ ...text('x', 'on request'), type: 3, measure: null }]),
      ],
      types,
      'it',
    );
    expect(rows.measured[0]!.cells).toEqual([{ text: '1’000; 2’000' }, { text: 'on request' }]);
  });
});
