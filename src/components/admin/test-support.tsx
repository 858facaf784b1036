/** What the component tests of the admin screens share: labels of the shared parts, and a layout for jsdom. */
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

import { company } from '@/config/company';
import { dateFormats } from '@/i18n/dates';

import en from '../../../messages/en.json';

import { adminClientMessages } from './admin-messages';
import { ErrorLineProvider } from './ErrorLine.client';
import { ItemVersionProvider } from './ItemVersion.client';

/**
 * jsdom lays nothing out: while a test runs, each table row gets its own 40-pixel band, so that the keyboard can
 * move a row between the others. Call in a describe block.
 */
export function layOutRows() {
  let rects: jest.SpyInstance;
  beforeEach(() => {
    rects = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('tr');
      const top = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) * 40 : 0;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 40, width: 600, height: 40, toJSON: () => ({}) };
    });
  });
  afterEach(() => rects.mockRestore());
}

/**
 * The admin layout's text provider, in English: the same namespaces as the browser gets, from the real catalogue.
 * A message it lacks (a namespace missing from `adminClientNamespaces`) fails the test rather than showing its key.
 */
export function AdminIntl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="en"
      messages={adminClientMessages(en)}
      timeZone={company.timeZone}
      formats={{ dateTime: dateFormats }}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders an admin screen's part inside the admin layout's text provider only. */
export const renderWithAdminIntl = (ui: ReactElement) => render(ui, { wrapper: AdminIntl });

/**
 * Renders an admin screen's part as the admin layout does: inside its text provider (English) and the screen's
 * error line, which its action calls report to; with `version`, on an item's screen showing that version of it.
 */
export function renderInAdminScreen(ui: ReactElement, options: { version?: number } = {}) {
  const { version } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <AdminIntl>
        <ErrorLineProvider>
          {version === undefined ? children : <ItemVersionProvider version={version}>{children}</ItemVersionProvider>}
        </ErrorLineProvider>
      </AdminIntl>
    ),
  });
}
