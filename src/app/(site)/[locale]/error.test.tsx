import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorTextsProvider } from '@/components/ErrorTexts.client';

import de from '../../../../messages/de.json';
import LocaleError from './error';

describe('the error page', () => {
  it('shows the translated message and a way back, never the error itself', () => {
    const reset = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('relation "machines" does not exist at Object.<anonymous> (db.ts:12)'), {
      digest: '1234',
    });
    render(
      <ErrorTextsProvider texts={{ ...de.ErrorPage, homeHref: '/de' }}>
        <LocaleError error={error} reset={reset} />
      </ErrorTextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(de.ErrorPage.title);
    expect(screen.getByText(de.ErrorPage.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de.ErrorPage.home })).toHaveAttribute('href', '/de');
    expect(document.body).not.toHaveTextContent('relation');
    fireEvent.click(screen.getByRole('button', { name: de.ErrorPage.retry }));
    expect(reset).toHaveBeenCalled();
  });
});
