/**
 * An Atom feed (RFC 4287) as text: what `/{locale}/actualites/feed.xml` answers. Every text is escaped, and what
 * XML 1.0 cannot hold at all (a lone surrogate, U+FFFE) is left out, so that no article can break the feed.
 */

export interface AtomEntry {
  /** The article's permanent address, which is also its id. */
  url: string;
  title: string;
  summary: string;
  /** ISO dates. */
  published: string;
  updated: string;
  /** The language of the title and of the summary, when not the feed's (shown in a fallback language). */
  titleLang?: string;
  summaryLang?: string;
}

export interface AtomFeed {
  locale: string;
  title: string;
  subtitle: string;
  /** The page the feed stands for (the archive), also its id; and the feed's own address. */
  alternate: string;
  self: string;
  author: string;
  /** ISO date of the feed's last change; the entries' latest is taken when there are any. */
  updated: string;
  entries: AtomEntry[];
}

/** Characters XML 1.0 allows: tab, line feed, carriage return and the rest but surrogates, U+FFFE and U+FFFF. */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` as XML character data or an attribute's value. */
export const xmlText = (text: string) => text.replace(notXml, '').replace(/[&<>"']/g, (found) => escapes[found]!);

const lang = (language: string | undefined) => (language ? ` xml:lang="${xmlText(language)}"` : '');

function entry(item: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${xmlText(item.url)}</id>`,
    `    <title type="text"${lang(item.titleLang)}>${xmlText(item.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(item.url)}"/>`,
    `    <published>${item.published}</published>`,
    `    <updated>${item.updated}</updated>`,
    `    <summary type="text"${lang(item.summaryLang)}>${xmlText(item.summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/** The feed's document. */
export function atomFeed(feed: AtomFeed): string {
  const latest =
    feed.entries
      .map((item) => item.updated)
      .sort()
      .at(-1) ?? feed.updated;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.locale)}">`,
    `  <id>${xmlText(feed.alternate)}</id>`,
    `  <title type="text">${xmlText(feed.title)}</title>`,
    `  <subtitle type="text">${xmlText(feed.subtitle)}</subtitle>`,
    `  <updated>${latest}</updated>`,
    `  <link rel="alternate" type="text/html" hreflang="${xmlText(feed.locale)}" href="${xmlText(feed.alternate)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    `  <author><name>${xmlText(feed.author)}</name></author>`,
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
