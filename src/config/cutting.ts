/**
 * Oxy-fuel cutting data shown on the oxycoupage page: the steel grades cut and the limit deviations of
 * EN ISO 9013-442. The company corrects the figures here; the page follows.
 */

/** Steel grade families and their grades, as the grid shows them in pairs. */
export const steelGrades: readonly (readonly [family: string, grades: string])[] = [
  ['S235', 'JRG2'],
  ['S355', 'JRG2'],
  ['Quard', '400 / 450 / 500'],
  ['Quend', '700 / 960'],
  ['Hardox', '400 / 450 / 500'],
  ['Weldox', '700 / 900'],
];

/** Bands of the part's nominal dimension, in mm: the table's columns. */
export const dimensionBands: readonly (readonly [from: number, to: number])[] = [
  [35, 315],
  [315, 1000],
  [1000, 2000],
  [2000, 4000],
];

/** Plate thickness ranges in mm, each with its limit deviation (± mm) for every dimension band, in order. */
export const tolerances: readonly { thickness: readonly [from: number, to: number]; deviations: readonly number[] }[] =
  [
    { thickness: [2, 35], deviations: [2.0, 2.2, 2.5, 3.0] },
    { thickness: [35, 50], deviations: [2.5, 2.8, 3.0, 3.5] },
    { thickness: [50, 100], deviations: [3.0, 3.3, 3.6, 4.0] },
    { thickness: [100, 150], deviations: [4.0, 4.3, 4.6, 5.0] },
    { thickness: [150, 200], deviations: [5.5, 5.8, 6.3, 7.0] },
  ];
