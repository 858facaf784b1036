import { render, screen } from '@testing-library/react';

import { AdminPageHeading } from './AdminPageHeading';

it("links an item's screen to its list, to the item on the site in a new tab, and to its history", () => {
  render(
    <AdminPageHeading
      title="Press 40 t"
      back={{ label: 'Machines', href: '/admin/machine' }}
      site={{ label: 'View on site', href: '/en/machines/7' }}
      history={{ label: 'History', href: '/admin/machine/7/history' }}
    />,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Press 40 t');
  expect(screen.getByRole('link', { name: '← Machines' })).toHaveAttribute('href', '/admin/machine');
  const site = screen.getByRole('link', { name: 'View on site ↗' });
  expect(site).toHaveAttribute('href', '/en/machines/7');
  expect(site).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/machine/7/history');
});

it('shows the title and its line alone where the screen gives no links', () => {
  render(<AdminPageHeading title="Accounts" intro="Who may sign in." />);
  expect(screen.getByText('Who may sign in.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
