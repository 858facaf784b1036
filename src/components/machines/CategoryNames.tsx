import { Fragment } from 'react';

import type { MachineCategory } from '@/server/catalogue/presenters';

/** A machine's categories, `A - B`, each name marked with its own language when it falls back to another. */
export function CategoryNames({ categories }: { categories: MachineCategory[] }) {
  return categories.map((category, index) => (
    <Fragment key={category.id}>
      {index > 0 && ' - '}
      {category.fallback.name ? <span lang={category.fallback.name}>{category.name}</span> : category.name}
    </Fragment>
  ));
}
