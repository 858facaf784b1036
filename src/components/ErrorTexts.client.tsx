'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The error page's texts in the page's language, and the way home. */
export interface ErrorTexts {
  title: string;
  message: string;
  retry: string;
  home: string;
  homeHref: string;
}

const Context = createContext<ErrorTexts | null>(null);

/**
 * Hands the error page (a client component, `error.tsx`) its texts, formatted by the server: the layout renders
 * this around the page, so no message catalogue or formatter is sent to the browser.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Context value={texts}>{children}</Context>;
}

/** The error page's texts; the layout always provides them. */
export function useErrorTexts(): ErrorTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider');
  return texts;
}
