import { render, screen } from '@testing-library/react';

import { cardWidths } from '@/config/picture-widths.mjs';
import type { MachineSummary } from '@/server/catalogue/machine-lists';

import { pictureSizes } from '../pictureSizes';
import { MachineCard } from './MachineCard';

const machine: MachineSummary = {
  id: 7,
  name: 'Presse d’atelier HP-100',
  fallback: {},
  pictures: [
    {
      id: 1,
      url: '/media/a.webp',
      type: 'image/webp',
      description: 'Vue de la presse',
      width: 1200,
      height: 900,
      fallback: {},
    },
    { id: 2, url: '/media/b.webp', type: 'image/webp', description: 'Détail', width: 1200, height: 900, fallback: {} },
  ],
  categories: [
    { id: 1, name: 'Presses', fallback: {} },
    { id: 2, name: 'Atelier', fallback: {} },
  ],
};

describe('MachineCard', () => {
  it('links to the machine and shows its first picture with its alt text', () => {
    render(<MachineCard machine={machine} href="/fr/machine/7" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/machine/7');
    const image = screen.getByRole('img');
    // The media route's sizes of the stored picture, in the card's widths.
    const candidates = image.getAttribute('srcset')!.split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/media\/a\.webp\?w=(\d+) \1w$/);
    expect(candidates.map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]))).toEqual(cardWidths);
    expect(image).toHaveAttribute('sizes', pictureSizes.card);
    expect(image).toHaveAttribute('alt', 'Vue de la presse');
  });

  it('loads its picture lazily, or at once and first when it is the eager card', () => {
    const { unmount } = render(<MachineCard machine={machine} href="/fr/machine/7" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<MachineCard machine={machine} href="/fr/machine/7" eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("marks no text with a language of its own when every one is in the page's language", () => {
    const { container } = render(<MachineCard machine={machine} href="/fr/machine/7" />);
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('marks each text shown in a fallback language with the language it is in', () => {
    const fallback: MachineSummary = {
      ...machine,
      fallback: { name: 'en' },
      pictures: [{ ...machine.pictures[0]!, fallback: { description: 'de' } }],
      categories: [machine.categories[0]!, { ...machine.categories[1]!, fallback: { name: 'it' } }],
    };
    render(<MachineCard machine={fallback} href="/fr/machine/7" />);
    expect(screen.getByRole('heading', { name: machine.name })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img')).toHaveAttribute('lang', 'de');
    const atelier = screen.getByText('Atelier');
    expect(atelier).toHaveAttribute('lang', 'it');
    // The category in the page's language is left as it is, in the line the page's language covers.
    expect(atelier.parentElement).toHaveTextContent('Presses - Atelier');
    expect(atelier.parentElement).not.toHaveAttribute('lang');
  });

  it('shows a GIF as it is, since it may be animated', () => {
    const gif = { ...machine.pictures[0]!, url: '/media/a.gif', type: 'image/gif' };
    render(<MachineCard machine={{ ...machine, pictures: [gif] }} href="/fr/machine/7" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/media/a.gif');
    expect(image).not.toHaveAttribute('srcset');
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
