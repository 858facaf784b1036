import { render, screen } from '@testing-library/react';

import type { MachineSummary } from '@/server/machines';

import { MachineCard } from './MachineCard';

const machine: MachineSummary = {
  id: 7,
  name: 'Presse d’atelier HP-100',
  pictures: [
    { id: 1, url: '/media/a.webp', type: 'image/webp', description: 'Vue de la presse', width: 1200, height: 900 },
    { id: 2, url: '/media/b.webp', type: 'image/webp', description: 'Détail', width: 1200, height: 900 },
  ],
  categories: [
    { id: 1, name: 'Presses' },
    { id: 2, name: 'Atelier' },
  ],
};

describe('MachineCard', () => {
  it('links to the machine and shows its first picture with its alt text', () => {
    render(<MachineCard machine={machine} href="/fr/machine/7" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/machine/7');
    const image = screen.getByRole('img');
    // Resized from the media file, no wider than the card's slot needs.
    expect(image.getAttribute('src')).toContain('url=%2Fmedia%2Fa.webp');
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fmedia%2Fa.webp&w=384');
    expect(image).toHaveAttribute('sizes', expect.stringContaining('352px'));
    expect(image).toHaveAttribute('alt', 'Vue de la presse');
  });

  it('joins the categories with a dash', () => {
    render(<MachineCard machine={machine} href="/fr/machine/7" />);
    expect(screen.getByText('Presses - Atelier')).toBeInTheDocument();
  });

  it('shows a first video as a muted looping video', () => {
    const withVideo = { ...machine, pictures: [{ ...machine.pictures[0]!, type: 'video/mp4', url: '/media/v.mp4' }] };
    const { container } = render(<MachineCard machine={withVideo} href="/fr/machine/7" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/v.mp4');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
  });
});
