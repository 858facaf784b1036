import { dimensionBands, tolerances } from './cutting';

describe('the tolerance table of the oxycoupage page', () => {
  it('covers plates from 2 to 200 mm without gap or overlap', () => {
    expect(tolerances[0]!.thickness[0]).toBe(2);
    expect(tolerances[tolerances.length - 1]!.thickness[1]).toBe(200);
    tolerances.slice(1).forEach((row, index) => expect(row.thickness[0]).toBe(tolerances[index]!.thickness[1]));
  });

  it('has one deviation per dimension band, from ±2.0 to ±7.0 mm, growing with size and thickness', () => {
    for (const row of tolerances) {
      expect(row.deviations).toHaveLength(dimensionBands.length);
      expect([...row.deviations].sort((a, b) => a - b)).toEqual(row.deviations);
    }
    const all = tolerances.flatMap((row) => row.deviations);
    expect(Math.min(...all)).toBe(2.0);
    expect(Math.max(...all)).toBe(7.0);
    tolerances
      .slice(1)
      .forEach((row, index) =>
        row.deviations.forEach((value, band) =>
          expect(value).toBeGreaterThanOrEqual(tolerances[index]!.deviations[band]!),
        ),
      );
  });
});
