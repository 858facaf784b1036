import type { Messages } from 'next-intl';

import type { Locale } from './locales';

/** The message catalogue of `locale`: for next-intl's request config, and for texts made outside a page (PDFs). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

/** The part of `messages` under `namespaces`: what a client provider hands to the browser, and no more. */
export function pickNamespaces<N extends keyof Messages>(
  messages: Messages,
  namespaces: readonly N[],
): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}
