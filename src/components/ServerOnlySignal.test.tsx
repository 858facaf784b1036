import { render, screen } from '@testing-library/react';

import { ServerOnlySignal } from './ServerOnlySignal.client';

function Throws(): never {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
}

describe('ServerOnlySignal', () => {
  it('shows its children while they render', () => {
    render(
      <ServerOnlySignal>
        <p>shown</p>
      </ServerOnlySignal>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('shows nothing in the browser once they throw, and lets the rest of the page be', () => {
    // React reports the caught error on the console; it is the point of the test.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Page introuvable</h1>
        <ServerOnlySignal>
          <Throws />
        </ServerOnlySignal>
      </main>,
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^Page introuvable$/);
    report.mockRestore();
  });
});
