import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

import { MediaView } from './MediaView';

// Under Jest, next/image has its default candidate widths (640, 750, 828, 1080, 1200, 1920, 2048, 3840), not the
// build's (`images.deviceSizes`, which the bundler writes in): the widths below are taken from those.
const picture = { url: '/media/machines/1/a.webp', type: 'image/webp', description: 'A press' };
const widthsOf = (image: HTMLElement) =>
  (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('MediaView', () => {
  it('offers every candidate width by default, the largest as the src, lazily', () => {
    render(<MediaView media={picture} sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'A press' });
    expect(widthsOf(image)).toEqual(expect.arrayContaining([640, 1080, 1920]));
    expect(image.getAttribute('src')).toBe(`/media/machines/1/a.webp?w=${Math.max(...widthsOf(image))}`);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('offers only the widths its slot can use, the largest of them as the src', () => {
    render(<MediaView media={picture} sizes="100vw" widths={[640, 828, 1080]} eager />);
    const image = screen.getByRole('img', { name: 'A press' });
    expect(widthsOf(image)).toEqual([640, 828, 1080]);
    expect(image.getAttribute('src')).toBe('/media/machines/1/a.webp?w=1080');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a drawing as it is', () => {
    render(<MediaView media={{ url: '/illustrations/press.svg', type: 'image/svg+xml' }} alt="" sizes="100vw" />);
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('/illustrations/press.svg');
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it("loads a video below the fold as it nears the viewport, and one above it at once (the server's markup)", () => {
    const video = { url: '/media/news/1/a.mp4', type: 'video/mp4' };
    const card = renderToStaticMarkup(<MediaView media={video} alt="" sizes="100vw" autoPlay />);
    expect(card).toMatch(/^<video [^>]*loading="lazy"/);
    expect(card).toContain('autoPlay=""');
    expect(card).toContain('preload="auto"');
    const cover = renderToStaticMarkup(<MediaView media={video} alt="" sizes="100vw" eager />);
    expect(cover).not.toContain('loading=');
    expect(cover).toContain('autoPlay=""');
    const still = renderToStaticMarkup(<MediaView media={video} alt="" sizes="100vw" />);
    expect(still).toContain('loading="lazy"');
    expect(still).toContain('preload="metadata"');
    expect(still).not.toContain('autoPlay');
  });
});
