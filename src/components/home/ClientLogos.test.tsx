import { render, screen } from '@testing-library/react';

import { clients } from '@/config/clients';

import { ClientLogos } from './ClientLogos';

describe('ClientLogos', () => {
  it('shows the 14 clients by name, each with a mark of its initials', () => {
    const { container } = render(<ClientLogos />);
    expect(clients).toHaveLength(14);
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    for (const client of clients) expect(screen.getByText(client.name)).toBeInTheDocument();
    const marks = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(marks[0]).toBe('RC');
    expect(marks[clients.findIndex((client) => client.name === 'Voirie Gros-de-Vaud')]).toBe('VG');
  });

  it('hides the marks from screen readers, which read the names', () => {
    const { container } = render(<ClientLogos />);
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
