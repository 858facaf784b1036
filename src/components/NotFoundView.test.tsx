import { render, screen } from '@testing-library/react';

import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it('shows the code, the title as the heading, the message and a link home', () => {
    render(
      <NotFoundView
        code="404"
        title="Seite nicht gefunden"
        message="Die gesuchte Seite existiert leider nicht."
        home={{ href: '/de', label: 'Zur Startseite' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Die gesuchte Seite existiert leider nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });
});
