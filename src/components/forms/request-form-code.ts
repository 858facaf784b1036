import type { RequestForm } from './RequestForm.client';

export type RequestFormComponent = typeof RequestForm;

/**
 * The request form's component on the server, where it is rendered in place; null in the browser, which fetches its
 * code only once the visitor turns to the form (`loadRequestForm`): the bundler drops this branch from the browser's
 * code (`typeof window` is known when it builds each).
 */
export const serverRequestForm: RequestFormComponent | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, on the server only
      (require('./RequestForm.client') as typeof import('./RequestForm.client')).RequestForm
    : null;

let formCode: Promise<RequestFormComponent> | undefined;

/** Fetches the request form's code, once. */
export const loadRequestForm = () => (formCode ??= import('./RequestForm.client').then((module) => module.RequestForm));

/** The server's markup of the form, left as it is (no hydration, no change) until the form's code is there. */
export const serverMarkup = { __html: '' };
