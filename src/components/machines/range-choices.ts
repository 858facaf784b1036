import type { RangeFilter } from '@/i18n/listing-address';
import type { Locale } from '@/i18n/locales';
import { formatDecimal, unitSymbol } from '@/i18n/measures';
import type { CharacteristicType } from '@/server/catalogue/characteristic-types';
import type { TypeFacet } from '@/server/catalogue/machine-filters';

import type { RangeChoice } from './RangeFilter';

/**
 * The range filters a view offers: each type that at least two of the view's machines have (its own range left
 * out), and each the view filters by, with the lowest and highest measure the view holds, in the language's form.
 */
export function rangeChoicesOf(
  locale: Locale,
  types: CharacteristicType[],
  facets: TypeFacet[],
  ranges: readonly RangeFilter[],
): RangeChoice[] {
  const byType = new Map(facets.map((facet) => [facet.typeId, facet]));
  return types.flatMap((type) => {
    const facet = byType.get(type.id);
    const range = ranges.find((filter) => filter.typeId === type.id);
    if (!range && (facet?.machines ?? 0) < 2) return [];
    const symbol = unitSymbol(type.unit);
    const shown = (decimal: string | null) => (decimal === null ? '' : formatDecimal(decimal, locale));
    const value = { min: range?.min ?? '', max: range?.max ?? '' };
    return [
      {
        typeId: type.id,
        name: type.name,
        symbol,
        machines: facet?.machines ?? 0,
        min: facet?.min ?? null,
        max: facet?.max ?? null,
        held: { min: shown(facet?.min ?? null), max: shown(facet?.max ?? null) },
        value,
        summary: `${type.name} ${bounds(range, shown)}\u00a0${symbol}`,
      },
    ];
  });
}

/** A range as the closed panel says it: `100–200`, `≥ 100`, `≤ 200`. */
function bounds(range: RangeFilter | undefined, shown: (decimal: string | null) => string) {
  if (range?.min && range.max) return `${shown(range.min)}–${shown(range.max)}`;
  return range?.min ? `≥\u00a0${shown(range.min)}` : `≤\u00a0${shown(range?.max ?? null)}`;
}
