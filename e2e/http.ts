import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

/**
 * A page's server HTML as a search engine or a link preview reads it: the answer and its document, parsed without a
 * browser and without running a script (the `http` project starts no browser).
 */
export async function serverPage(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const response = await request.get(path, { headers });
  const { document } = new JSDOM(await response.text()).window;
  return { response, document };
}

/** The text of an element, its white space collapsed as a browser shows it; null when there is none. */
export const textOf = (element: Element | null | undefined) =>
  element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
