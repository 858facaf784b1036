import type { ReactNode } from 'react';

import { buttonClass } from './ui/button-class';

/**
 * The screen of an unexpected failure: the translated title and message, a way to try again and a way home, never
 * the error itself. Shown by the error boundary in the browser (error.tsx) and, for a page that fails on the
 * server, in the error document the server answers with (erreur/page.tsx).
 */
export function ErrorView(props: {
  title: string;
  message: string;
  retry: ReactNode;
  home: { href: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{props.title}</h1>
      <p className="mt-4 text-lg text-steel-700">{props.message}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {props.retry}
        <a href={props.home.href} className={buttonClass('primary', 'lg')}>
          {props.home.label}
        </a>
      </div>
    </section>
  );
}
