import { notFound } from 'next/navigation';

/** Any path under a language that no page answers: the language's not-found page, with a 404 status. */
export default function UnknownPage() {
  notFound();
}
