import Link from 'next/link';

interface PageLink {
  label: string;
  href: string;
}

const linkClass = 'text-signal underline-offset-2 hover:underline';

/**
 * The top of an admin screen: the screen's h1 and a line of explanation; an item's screen also links back to its
 * list (`back`), to the item on the public site (`site`, in a new tab) and to its history (`history`). The menu
 * above reaches every other screen.
 */
export function AdminPageHeading(props: {
  title: string;
  intro?: string;
  back?: PageLink;
  site?: PageLink;
  history?: PageLink;
}) {
  const { back, title, intro, site, history } = props;
  return (
    <>
      {back && (
        <Link href={back.href} className="mb-4 inline-block text-sm font-medium text-signal hover:text-anthracite">
          ← {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
      {intro && <p className="mt-1 text-steel-700">{intro}</p>}
      {(site || history) && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
          {site && (
            <a href={site.href} target="_blank" rel="noopener" className={linkClass}>
              {site.label} ↗
            </a>
          )}
          {history && (
            <Link href={history.href} className={linkClass}>
              {history.label}
            </Link>
          )}
        </p>
      )}
    </>
  );
}
