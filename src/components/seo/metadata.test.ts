/** @jest-environment node */
import { absoluteUrl } from '@/server/http/site-url';

import { languageLinks, localizedMetadata, summarize } from './metadata';

const site = 'https://www.example.ch';
beforeEach(() => {
  process.env.SITE_URL = site;
});
afterAll(() => {
  delete process.env.SITE_URL;
});

describe('languageLinks', () => {
  it('gives the page in each language and x-default without a language, all absolute', () => {
    expect(languageLinks('/machine/12')).toEqual({
      en: `${site}/en/machine/12`,
      fr: `${site}/fr/machine/12`,
      de: `${site}/de/machine/12`,
      it: `${site}/it/machine/12`,
      es: `${site}/es/machine/12`,
      'x-default': `${site}/machine/12`,
    });
  });

  it('sends x-default of the home page to the root, which redirects by language', () => {
    expect(languageLinks('')).toMatchObject({ fr: `${site}/fr`, 'x-default': `${site}/` });
  });

  it('follows SITE_URL, and localhost on PORT without it', () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3999';
    expect(languageLinks('/contact').de).toBe('http://localhost:3999/de/contact');
    delete process.env.PORT;
  });
});

describe('absoluteUrl', () => {
  it('makes the media route absolute and keeps a bucket URL', () => {
    expect(absoluteUrl('/media/machines/1/a.webp')).toBe(`${site}/media/machines/1/a.webp`);
    expect(absoluteUrl('https://cdn.example.net/a.webp')).toBe('https://cdn.example.net/a.webp');
  });
});

describe('localizedMetadata', () => {
  it('gives a machine page its canonical, its languages, Open Graph and a large card with its picture', () => {
    const metadata = localizedMetadata({
      locale: 'de',
      path: '/machine/3',
      title: 'Werkstattpresse',
      description: 'Eine Presse.',
      image: { url: '/media/machines/3/p.webp', alt: 'Die Presse', width: 1200, height: 800 },
    });
    expect(metadata.title).toBe('Werkstattpresse');
    expect(metadata.alternates?.canonical).toBe(`${site}/de/machine/3`);
    expect(metadata.alternates?.languages).toEqual(languageLinks('/machine/3'));
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: 'Jorat Hydraulique SA',
      locale: 'de_CH',
      alternateLocale: ['en_CH', 'fr_CH', 'it_CH', 'es_ES'],
      url: `${site}/de/machine/3`,
      title: 'Werkstattpresse',
      description: 'Eine Presse.',
      images: [{ url: `${site}/media/machines/3/p.webp`, alt: 'Die Presse', width: 1200, height: 800 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Werkstattpresse' });
  });

  it('marks an article as one, with its date, and the generated card of its title without a picture', () => {
    const metadata = localizedMetadata({
      locale: 'fr',
      path: '/actualites/4',
      title: 'Portes ouvertes',
      description: 'Venez.',
      type: 'article',
      publishedTime: '2025-05-01T08:00:00.000Z',
    });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-05-01T08:00:00.000Z' });
    // Without a picture of its own, the page is shared with the generated card of its title.
    expect(metadata.openGraph?.images).toEqual([
      { url: 'https://www.example.ch/fr/card/actualites/4', alt: 'Portes ouvertes', width: 1200, height: 630 },
    ]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('keeps the home title as it is', () => {
    const metadata = localizedMetadata({
      locale: 'en',
      path: '',
      title: 'Company – Home',
      description: 'd',
      absoluteTitle: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Company – Home' });
    expect(metadata.alternates?.canonical).toBe(`${site}/en`);
  });
});

describe('localizedMetadata outside the five languages', () => {
  it('says nothing of its own: the layout answers such a path with the not-found page', () => {
    expect(localizedMetadata({ locale: 'wp-login.php' as never, path: '', title: 't', description: 'd' })).toEqual({});
  });
});

describe('summarize', () => {
  it('keeps a short text on one line', () => {
    expect(summarize('  Two\n\nlines  ')).toBe('Two lines');
  });

  it('cuts a long text at a word, with an ellipsis, within the length', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/word…$/);
  });
});
