import Link from 'next/link';

/**
 * The top of an admin screen: the screen's h1 and a line of explanation; an item's screen also links back to its
 * list (`back`, `href`). The menu above reaches every other screen.
 */
export function AdminPageHeading(props: { title: string; intro?: string; back?: { label: string; href: string } }) {
  const { back, title, intro } = props;
  return (
    <>
      {back && (
        <Link href={back.href} className="mb-4 inline-block text-sm font-medium text-signal hover:text-anthracite">
          ← {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
      {intro && <p className="mt-1 text-steel-700">{intro}</p>}
    </>
  );
}
