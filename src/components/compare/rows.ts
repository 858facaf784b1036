/**
 * The rows of the compare table, from the compared machines: one row per characteristic type that any of them has
 * (its numbers without the unit, which the row's label gives once, so that the figures line up), then the
 * free-text characteristics and the options, each name one row. A machine without the row's item has a blank cell.
 * A row is `same` when two or more machines are compared and every cell reads the same, blanks included: what
 * "only differences" hides.
 */
import { formatDecimal } from '@/i18n/measures';
import type { Locale } from '@/i18n/locales';

/** A measure's exact decimals (see `MeasureView`). */
interface Measure {
  min: string;
  max: string | null;
}

/** A name and value of a machine, in the visitor's language or the one it falls back to. */
export interface ComparedItem {
  name: string;
  value: string;
  /** The language of the name and of the value when it is not the visitor's. */
  fallback: { name?: string; value?: string };
}

export interface ComparedCharacteristic extends ComparedItem {
  /** Its characteristic type's id, or null for a free text. */
  type: number | null;
  measure: Measure | null;
}

export interface CompareMachineItems {
  technical_characteristics: ComparedCharacteristic[];
  options: ComparedItem[];
}

/** A characteristic type as a row's label shows it: its name and its unit's symbol. */
export interface CompareType {
  id: number;
  name: string;
  symbol: string;
}

export interface CompareCell {
  text: string;
  /** The language of the text when it is not the visitor's. */
  lang?: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** The label's language when it is not the visitor's. */
  lang?: string;
  /** The unit every figure of the row is in (a type's). */
  unit?: string;
  /** One per machine, in their order; null where the machine has none. */
  cells: (CompareCell | null)[];
  same: boolean;
}

export interface CompareRows {
  measured: CompareRow[];
  otherCharacteristics: CompareRow[];
  options: CompareRow[];
}

/** A measure's figures as `locale` writes them, without the unit: `1’500`, `2–200`. */
function figures(measure: Measure, locale: Locale) {
  const min = formatDecimal(measure.min, locale);
  return measure.max === null || measure.max === measure.min ? min : `${min}–${formatDecimal(measure.max, locale)}`;
}

/** Whether two or more cells all read the same, blanks included. */
export const sameCells = (cells: (CompareCell | null)[]) =>
  cells.length > 1 && cells.every((cell) => (cell?.text ?? null) === (cells[0]?.text ?? null));

/** Several items of one row in one machine (two of a type, a name twice): their texts in one cell. */
function joined(cells: CompareCell[]): CompareCell | null {
  if (cells.length === 0) return null;
  return {
    text: cells.map((cell) => cell.text).join('; '),
    lang: cells.every((cell) => cell.lang === cells[0]!.lang) ? cells[0]!.lang : undefined,
  };
}

/** Rows of items matched by their name (case and surrounding spaces aside), in the order they first appear. */
function rowsByName(prefix: string, lists: ComparedItem[][]): CompareRow[] {
  const rows = new Map<string, { label: string; lang?: string; cells: CompareCell[][] }>();
  lists.forEach((items, column) => {
    for (const item of items) {
      const key = item.name.trim().toLocaleLowerCase();
      let row = rows.get(key);
      if (!row) {
        row = { label: item.name.trim(), lang: item.fallback.name, cells: lists.map(() => []) };
        rows.set(key, row);
      }
      row.cells[column]!.push({ text: item.value, lang: item.fallback.value });
    }
  });
  return [...rows].map(([key, row]) => {
    const cells = row.cells.map(joined);
    return { key: `${prefix}:${key}`, label: row.label, lang: row.lang, cells, same: sameCells(cells) };
  });
}

/** The compare table's rows for `machines`, in their order, with the characteristic types in theirs. */
export function compareRows(machines: CompareMachineItems[], types: CompareType[], locale: Locale): CompareRows {
  const measured = types.flatMap((type): CompareRow[] => {
    const cells = machines.map((machine) =>
      joined(
        machine.technical_characteristics
          .filter((item) => item.type === type.id)
          .map((item) =>
            item.measure ? { text: figures(item.measure, locale) } : { text: item.value, lang: item.fallback.value },
          ),
      ),
    );
    if (cells.every((cell) => cell === null)) return [];
    return [{ key: `type:${type.id}`, label: type.name, unit: type.symbol, cells, same: sameCells(cells) }];
  });
  const known = new Set(types.map((type) => type.id));
  return {
    measured,
    // A characteristic of a type this list does not know (none should be) is shown with the free texts.
    otherCharacteristics: rowsByName(
      'text',
      machines.map((machine) =>
        machine.technical_characteristics.filter((item) => item.type === null || !known.has(item.type)),
      ),
    ),
    options: rowsByName(
      'option',
      machines.map((machine) => machine.options),
    ),
  };
}
