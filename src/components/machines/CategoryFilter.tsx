export interface CategoryChoice {
  /** Undefined for every machine. */
  id?: number;
  name: string;
  count: number;
  href: string;
}

/**
 * The listing's category filter: one link per category with how many machines it has, and one for all of them;
 * plain links, so that it works without JavaScript and each choice has its own address. A category without
 * machines is still named, with its 0, but not as a link: it would lead to an empty page.
 */
export function CategoryFilter(props: { label: string; choices: CategoryChoice[]; selected?: number }) {
  return (
    <nav aria-label={props.label} className="border-b border-steel-100 pb-4">
      <p className="font-medium">{props.label}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {props.choices.map((choice) => {
          const current = choice.id === props.selected;
          const look = 'inline-flex items-center gap-2 rounded-sm border px-3 py-1.5';
          const count = <span className="text-steel-700 tabular-nums">{choice.count}</span>;
          return (
            <li key={choice.id ?? 'all'}>
              {current ? (
                <a
                  href={choice.href}
                  aria-current="page"
                  className={`${look} border-anthracite bg-anthracite text-white`}
                >
                  {choice.name} <span className="tabular-nums">{choice.count}</span>
                </a>
              ) : choice.count === 0 ? (
                <span className={`${look} border-steel-100 text-steel-700`}>
                  {choice.name} {count}
                </span>
              ) : (
                <a href={choice.href} className={`${look} border-steel-300 hover:border-signal hover:text-signal`}>
                  {choice.name} {count}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
