import { notFound } from 'next/navigation';

/**
 * Any other path under /admin (a mistyped address, an old bookmark): the back office's own not-found page, in the
 * admin's language and with its header, rather than the site-wide one.
 */
export default function UnknownAdminPage(): never {
  notFound();
}
