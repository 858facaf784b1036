import { maxSearchLength } from '@/schemas/search';
import { searchPath } from '@/i18n/paths';

/**
 * The site search's field: a plain form that GETs the search page, so it works without JavaScript and adds none.
 * `page`: the search page's, with a visible label. `menu`: the phone menu's, its label for screen readers only.
 * `header`: the desktop header's, where the navigation leaves no room for a field: the search button alone, whose
 * field opens over the navigation while it has the focus (CSS only; the button with the field empty gives the
 * field the focus, since it is required).
 */
export function SearchForm(props: {
  locale: string;
  labels: { field: string; submit: string };
  value?: string;
  id: string;
  variant: 'page' | 'menu' | 'header';
}) {
  const { locale, labels, value, id, variant } = props;
  const compact = variant !== 'page';
  const header = variant === 'header';
  return (
    <form
      action={searchPath(locale)}
      method="get"
      role="search"
      className={
        header
          ? 'group absolute top-1/2 right-0 flex w-10 -translate-y-1/2 bg-white focus-within:w-72'
          : variant === 'menu'
            ? 'w-full'
            : 'w-full max-w-2xl'
      }
    >
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
          placeholder={compact ? labels.field : undefined}
          required
          autoComplete="off"
          enterKeyHint="search"
          className={`min-w-0 flex-1 rounded-l-sm border-steel-300 bg-white ${
            header
              ? 'w-0 border-0 p-0 text-sm group-focus-within:border group-focus-within:border-r-0 group-focus-within:px-3 group-focus-within:py-1.5'
              : compact
                ? 'border border-r-0 px-3 py-1.5 text-sm'
                : 'border border-r-0 px-3 py-2'
          }`}
        />
        <button
          type="submit"
          className={`flex items-center bg-anthracite font-medium text-white hover:bg-signal ${
            compact ? 'size-10 shrink-0 justify-center' : 'px-4'
          } ${header ? 'rounded-sm group-focus-within:rounded-l-none' : 'rounded-r-sm'}`}
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
