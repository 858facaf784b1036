import { maxSearchLength } from '@/schemas/search';
import { searchPath } from '@/i18n/paths';

/**
 * The site search's field: a plain form that GETs the search page, so it works without JavaScript and adds none.
 * `compact`: the header's and the phone menu's, its label for screen readers only; else the search page's, with a
 * visible label.
 */
export function SearchForm(props: {
  locale: string;
  labels: { field: string; submit: string };
  value?: string;
  id: string;
  compact?: boolean;
}) {
  const { locale, labels, value, id, compact } = props;
  return (
    <form action={searchPath(locale)} method="get" role="search" className={compact ? 'w-full' : 'w-full max-w-2xl'}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mb-2 block font-medium'}>
        {labels.field}
      </label>
      <div className="flex w-full items-stretch">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={maxSearchLength}
          required
          autoComplete="off"
          enterKeyHint="search"
          className={`min-w-0 flex-1 rounded-l-sm border border-r-0 border-steel-300 bg-white px-3 ${compact ? 'py-1.5 text-sm' : 'py-2'}`}
        />
        <button
          type="submit"
          className={`flex items-center rounded-r-sm bg-anthracite font-medium text-white hover:bg-signal ${compact ? 'px-2.5' : 'px-4'}`}
        >
          {compact ? (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 5 5" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{labels.submit}</span>
            </>
          ) : (
            labels.submit
          )}
        </button>
      </div>
    </form>
  );
}
