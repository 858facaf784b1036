/** @jest-environment node */
import { JSDOM } from 'jsdom';

import { atomFeed, type AtomFeed, xmlText } from './atom-feed';

const feed: AtomFeed = {
  locale: 'de',
  title: 'Aktuelles – Jorat Hydraulique SA',
  subtitle: 'Neue Maschinen',
  alternate: 'https://www.example.ch/de/actualites',
  self: 'https://www.example.ch/de/actualites/feed.xml',
  author: 'Jorat Hydraulique SA',
  updated: '1990-01-01T00:00:00.000Z',
  entries: [
    {
      url: 'https://www.example.ch/de/actualites/2',
      title: 'Pressen & <Zylinder> "neu"',
      summary: 'Text mit ]]> und \uFFFE und \uD800 darin',
      published: '2026-03-14T23:00:00.000Z',
      updated: '2026-03-20T10:00:00.000Z',
      titleLang: 'fr',
    },
    {
      url: 'https://www.example.ch/de/actualites/1',
      title: 'Älter',
      summary: 'Früher',
      published: '2025-01-01T00:00:00.000Z',
      updated: '2025-01-02T00:00:00.000Z',
    },
  ],
};

/** The feed as an XML parser reads it: a text that is not well-formed XML fails here. */
const parse = (xml: string) => {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

describe('atomFeed', () => {
  it('is well-formed Atom with the feed’s id, title, update, links and author', () => {
    const document = parse(atomFeed(feed));
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.getAttribute('xml:lang')).toBe('de');
    const child = (name: string) => root.querySelector(`:scope > ${name}`);
    expect(child('id')?.textContent).toBe(feed.alternate);
    expect(child('title')?.textContent).toBe(feed.title);
    // The latest entry's change, not the fallback.
    expect(child('updated')?.textContent).toBe('2026-03-20T10:00:00.000Z');
    expect(root.querySelector(':scope > link[rel="alternate"]')?.getAttribute('href')).toBe(feed.alternate);
    expect(root.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe(feed.self);
    expect(root.querySelector(':scope > author > name')?.textContent).toBe(feed.author);
  });

  it('has an entry per article, in order, each with its id, title, dates, link and summary, texts escaped', () => {
    const entries = [...parse(atomFeed(feed)).querySelectorAll('entry')];
    expect(entries.map((entry) => entry.querySelector('id')?.textContent)).toEqual(feed.entries.map((e) => e.url));
    const [first] = entries;
    expect(first!.querySelector('title')?.textContent).toBe('Pressen & <Zylinder> "neu"');
    expect(first!.querySelector('title')?.getAttribute('xml:lang')).toBe('fr');
    expect(first!.querySelector('summary')?.getAttribute('xml:lang')).toBeNull();
    expect(first!.querySelector('summary')?.textContent).toBe('Text mit ]]> und  und  darin');
    expect(first!.querySelector('published')?.textContent).toBe('2026-03-14T23:00:00.000Z');
    expect(first!.querySelector('updated')?.textContent).toBe('2026-03-20T10:00:00.000Z');
    expect(first!.querySelector('link')?.getAttribute('href')).toBe(feed.entries[0]!.url);
  });

  it('takes its own update date when it has no entry', () => {
    const document = parse(atomFeed({ ...feed, entries: [] }));
    expect(document.querySelector('feed > updated')?.textContent).toBe(feed.updated);
    expect(document.querySelectorAll('entry')).toHaveLength(0);
  });

  it('escapes markup and quotes, and leaves out what XML cannot hold', () => {
    expect(xmlText(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(xmlText('a\u0000b\uFFFFc\uD83D\uDE00')).toBe('abc\uD83D\uDE00');
  });
});
