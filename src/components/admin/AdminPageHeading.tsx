import Link from 'next/link';

/** The top of an admin screen: Go Back (to the dashboard unless told), the screen's h1 and a line of explanation. */
export function AdminPageHeading(props: { back: string; title: string; intro?: string; href?: string }) {
  const { back, title, intro, href = '/admin/dashboard' } = props;
  return (
    <>
      <Link href={href} className="text-sm font-medium text-signal hover:text-anthracite">
        ← {back}
      </Link>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
      {intro && <p className="mt-1 text-steel-700">{intro}</p>}
    </>
  );
}
