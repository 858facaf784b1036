import { buttonClass } from './ui/button-class';

/**
 * The not-found screen: a large 404 and the translated title (the old site showed one or the other), a message
 * and a way home.
 */
export function NotFoundView(props: {
  code: string;
  title: string;
  message: string;
  home: { href: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-7xl font-semibold text-steel-500 tabular-nums" aria-hidden="true">
        {props.code}
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{props.title}</h1>
      <p className="mt-4 text-lg text-steel-700">{props.message}</p>
      <a href={props.home.href} className={buttonClass('primary', 'lg', 'mt-10')}>
        {props.home.label}
      </a>
    </section>
  );
}
