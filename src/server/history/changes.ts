/**
 * What a revision holds, and the arithmetic of it: an item as a document of plain values, the changes between two
 * documents field by field and language by language, and how to step a document back through changes. Pure, so that
 * the rules are tested without a database (changes.test.ts).
 */
import { type Locale, locales } from '@/i18n/locales';

/** A JSON value as stored in a revision: dates as ISO strings. */
export type Value = unknown;

/** The values of one row: its columns by name (`name_de`, `storage_key`, …), without its id, owner and order. */
export type Values = Record<string, Value>;

/** A list of parts of an item (its options, pictures, content blocks): their ids in order, and each one's values. */
export interface ListDocument {
  order: number[];
  items: Record<number, Values>;
}

/**
 * An item as a revision sees it: its own columns (`name_de`, `published_at`, …, and `categories` for a machine's
 * category ids), and its lists by name. A document holds only the sections that were read (see revisions.ts).
 */
export interface ItemDocument {
  fields: Values;
  lists: Record<string, ListDocument>;
}

/**
 * One change. `field` is a column's stem (`name`), or names a part of a list: `options.12` (the option was added or
 * deleted: `before` or `after` is null, the other holds its values), `options.12.value` (one of its fields),
 * `options.order` (the ids in order). `language` is the language of a localized field, else null.
 */
export interface Change {
  field: string;
  language: Locale | null;
  before: Value;
  after: Value;
}

const localizedColumn = new RegExp(`^(.+)_(${locales.join('|')})$`);

/** `name_de` → `{ field: 'name', language: 'de' }`; `published_at` → `{ field: 'published_at', language: null }`. */
export function splitColumn(column: string): { field: string; language: Locale | null } {
  const match = localizedColumn.exec(column);
  return match ? { field: match[1]!, language: match[2] as Locale } : { field: column, language: null };
}

export const columnOf = (field: string, language: Locale | null) => (language ? `${field}_${language}` : field);

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

function diffValues(prefix: string, before: Values, after: Values): Change[] {
  const columns = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: Change[] = [];
  for (const column of columns) {
    if (same(before[column] ?? null, after[column] ?? null)) continue;
    const { field, language } = splitColumn(column);
    changes.push({ field: prefix + field, language, before: before[column] ?? null, after: after[column] ?? null });
  }
  return changes;
}

/**
 * The changes from `before` to `after`, over the sections both hold: a field per language, a part added or deleted
 * whole (with all its values), a part's field per language, and a list's order when it differs at all.
 */
export function diffDocuments(before: ItemDocument, after: ItemDocument): Change[] {
  const changes = diffValues('', before.fields, after.fields);
  for (const name of Object.keys(after.lists)) {
    const old = before.lists[name];
    const now = after.lists[name]!;
    if (!old) continue;
    for (const id of old.order) {
      if (!(id in now.items))
        changes.push({ field: `${name}.${id}`, language: null, before: old.items[id], after: null });
    }
    for (const id of now.order) {
      const was = old.items[id];
      if (!was) changes.push({ field: `${name}.${id}`, language: null, before: null, after: now.items[id] });
      else changes.push(...diffValues(`${name}.${id}.`, was, now.items[id]!));
    }
    if (!same(old.order, now.order)) {
      changes.push({ field: `${name}.order`, language: null, before: old.order, after: now.order });
    }
  }
  return changes;
}

/** Where a change's field points: a list's order, a whole part, a part's field, or one of the item's own fields. */
export type Target =
  | { kind: 'order'; list: string }
  | { kind: 'part'; list: string; id: number }
  | { kind: 'partField'; list: string; id: number; column: string }
  | { kind: 'field'; column: string };

export function targetOf(change: Pick<Change, 'field' | 'language'>): Target {
  const [first, second, third] = change.field.split('.');
  if (second === undefined) return { kind: 'field', column: columnOf(first!, change.language) };
  if (second === 'order') return { kind: 'order', list: first! };
  const id = Number(second);
  if (third === undefined) return { kind: 'part', list: first!, id };
  return { kind: 'partField', list: first!, id, column: columnOf(third, change.language) };
}

/** Sets what `change` points to in `document` (a copy) to `value`: its `before` steps back, its `after` forward. */
export function setValue(document: ItemDocument, change: Pick<Change, 'field' | 'language'>, value: Value): void {
  const target = targetOf(change);
  if (target.kind === 'field') {
    document.fields[target.column] = value;
    return;
  }
  const list = (document.lists[target.list] ??= { order: [], items: {} });
  if (target.kind === 'order') list.order = [...(value as number[])];
  else if (target.kind === 'part') {
    if (value === null) delete list.items[target.id];
    else list.items[target.id] = { ...(value as Values) };
  } else if (list.items[target.id]) list.items[target.id]![target.column] = value;
}

/** A deep copy, so that stepping back never changes the document read from the database. */
export const copyDocument = (document: ItemDocument): ItemDocument => structuredClone(document);

/**
 * `document` as it was before `revisions` (newest first, each with its changes in the order they were made):
 * each change's `before` put back, the newest revision first.
 */
export function stepBack(document: ItemDocument, revisions: { changes: Change[] }[]): ItemDocument {
  const result = copyDocument(document);
  for (const revision of revisions) {
    for (const change of [...revision.changes].reverse()) setValue(result, change, change.before);
  }
  return result;
}

/**
 * Whether two changes touch the same thing: the same field in the same language, a part and one of its fields, or
 * the same list's order. Two saves that touch different things do not overwrite each other.
 */
export function overlaps(a: Pick<Change, 'field' | 'language'>, b: Pick<Change, 'field' | 'language'>): boolean {
  if (a.field === b.field) return a.language === null || b.language === null || a.language === b.language;
  return a.field.startsWith(`${b.field}.`) || b.field.startsWith(`${a.field}.`);
}

/**
 * Whether a change of a list's order moves parts among each other, rather than only adding or removing some (which
 * changes the order too): only such moves can undo a colleague's order. Any other change answers true.
 */
export function movesParts(change: Change): boolean {
  if (targetOf(change).kind !== 'order') return true;
  const before = change.before as number[];
  const after = change.after as number[];
  const kept = new Set(after);
  const common = before.filter((id) => kept.has(id));
  const stayed = new Set(common);
  return !same(
    common,
    after.filter((id) => stayed.has(id)),
  );
}

/**
 * Whether a save's change would overwrite a colleague's: they touch the same thing (see `overlaps`), and neither is
 * an order changed only by an addition or a deletion (two people may add options at the same time). Two changes of
 * a machine's categories clash only when they add or remove the same category.
 */
export function clashes(theirs: Change, ours: Change): boolean {
  if (theirs.field === idListField && ours.field === idListField) {
    const touched = idsChanged(theirs);
    return [...idsChanged(ours)].some((id) => touched.has(id));
  }
  return overlaps(theirs, ours) && movesParts(theirs) && movesParts(ours);
}

/** The item's field that is a set of ids (a machine's category ids): each id is a thing of its own to overwrite. */
const idListField = 'categories';

/** The ids a change of a set of ids (`categories`) adds or removes. */
export function idsChanged(change: Pick<Change, 'before' | 'after'>): Set<number> {
  const before = new Set((change.before as number[] | null) ?? []);
  const after = new Set((change.after as number[] | null) ?? []);
  return new Set([...before, ...after].filter((id) => before.has(id) !== after.has(id)));
}

/** What `change`'s field points to in `document` (null when absent). */
export function valueAt(document: ItemDocument, change: Pick<Change, 'field' | 'language'>): Value {
  const target = targetOf(change);
  if (target.kind === 'field') return document.fields[target.column] ?? null;
  const list = document.lists[target.list];
  if (!list) return null;
  if (target.kind === 'order') return list.order;
  const part = list.items[target.id];
  if (target.kind === 'part') return part ?? null;
  return part?.[target.column] ?? null;
}

/**
 * `current` with only the field `only` as it is in `wanted`. A part that comes back takes its place in `wanted`'s
 * order among the parts that are there; a part that goes leaves the order.
 */
export function withOneField(
  current: ItemDocument,
  wanted: ItemDocument,
  only: Pick<Change, 'field' | 'language'>,
): ItemDocument {
  const result = copyDocument(current);
  const value = valueAt(wanted, only);
  setValue(result, only, value);
  const target = targetOf(only);
  if (target.kind === 'part') {
    const list = result.lists[target.list]!;
    const without = list.order.filter((id) => id !== target.id);
    if (value === null) list.order = without;
    else if (!list.order.includes(target.id)) {
      const wantedOrder = wanted.lists[target.list]?.order ?? [];
      const position = wantedOrder.indexOf(target.id);
      // After the nearest part before it in the wanted order that is there now; first when there is none.
      const previous = wantedOrder
        .slice(0, Math.max(position, 0))
        .reverse()
        .find((id) => without.includes(id));
      const at = previous === undefined ? 0 : without.indexOf(previous) + 1;
      list.order = [...without.slice(0, at), target.id, ...without.slice(at)];
    }
  }
  return result;
}
