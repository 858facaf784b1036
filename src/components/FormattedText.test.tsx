/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';

import { locales } from '@/i18n/locales';
import { maxDepth } from '@/markdown/formatted';
import { plainText } from '@/markdown/plain-text';
import { machineUpdateSchema } from '@/schemas/machine';
import { contentBlockCreateSchema } from '@/schemas/news';
import { machines, news } from '@/server/seed/content';

import { FormattedText } from './FormattedText';

const { document } = new JSDOM().window;

/** The text as the server sends it, and its root element to query. */
function rendered(text: string) {
  const html = renderToStaticMarkup(<FormattedText text={text} />);
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return { html, root: holder.content.firstElementChild! };
}

/** How deep elements nest under the root, walked without recursion. */
function elementDepth(root: Element): number {
  let deepest = 0;
  const pending: [Element, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [element, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) pending.push([child, depth + 1]);
  }
  return deepest;
}

describe('FormattedText', () => {
  it('renders paragraphs, a single line break, bold, italic, lists and links', () => {
    const { html } = rendered(
      'A **strong** press, *quiet* too.\nIts second line.\n\n- Frame\n- Pump\n\n1. Check\n2. Press\n\n[Contact us](https://example.com/contact)',
    );
    expect(html).toContain('<p>A <strong class="font-semibold text-anthracite">strong</strong> press, <em>quiet</em>');
    expect(html).toContain('too.<br/>Its second line.</p>');
    expect(html).toMatch(/<ul class="[^"]*list-disc[^"]*"><li[^>]*>Frame<\/li><li[^>]*>Pump<\/li><\/ul>/);
    expect(html).toMatch(/<ol class="[^"]*list-decimal[^"]*"><li[^>]*>Check<\/li><li[^>]*>Press<\/li><\/ol>/);
    expect(html).toMatch(/<a href="https:\/\/example.com\/contact" rel="noopener noreferrer"[^>]*>Contact us<\/a>/);
  });

  it('keeps the look of plain texts: the seed descriptions and contents are their paragraphs, and their own plain text', () => {
    const texts = [
      ...machines.flatMap((machine) => locales.map((locale) => machine.description[locale])),
      ...news.flatMap((article) => article.blocks.flatMap((block) => locales.map((locale) => block.content[locale]))),
    ];
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) {
      const { root } = rendered(text);
      const before = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
      expect([...root.children].map((child) => child.tagName)).toEqual(before.map(() => 'P'));
      expect([...root.children].map((child) => child.textContent)).toEqual(before);
      expect(root.querySelectorAll('p *')).toHaveLength(0);
      expect(plainText(text)).toBe(text);
    }
  });

  it('shows HTML as the text it was typed as, never as elements', () => {
    const text =
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<iframe src="https://example.com"></iframe>';
    const { html, root } = rendered(text);
    expect(root.querySelectorAll('script, img, iframe')).toHaveLength(0);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root.textContent).toBe(
      '<script>alert(1)</script> <img src=x onerror=alert(1)><iframe src="https://example.com"></iframe>',
    );
  });

  it.each([
    ['javascript', '[click](javascript:alert(1))'],
    ['javascript in capitals', '[click](JavaScript:alert(1))'],
    ['javascript spelt with an entity', '[click](java&#115;cript:alert(1))'],
    ['an autolink to javascript', '<javascript:alert(1)>'],
    ['data', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data picture', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['vbscript', '[click](vbscript:msgbox(1))'],
    ['file', '[click](file:///etc/passwd)'],
  ])('makes no link of %s', (_, text) => {
    const { root } = rendered(text);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe(text);
  });

  it('gives links to other sites rel="noopener noreferrer", and none to the site, e-mail or phone', () => {
    const { root } = rendered(
      '[ext](https://example.com) <http://example.org> https://example.net/x [proto](//example.com) [page](/fr/contact) [mail](mailto:info@example.com) [phone](tel:+41211234567)',
    );
    const links = [...root.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://example.com', 'noopener noreferrer'],
      ['http://example.org', 'noopener noreferrer'],
      ['https://example.net/x', 'noopener noreferrer'],
      ['//example.com', 'noopener noreferrer'],
      ['/fr/contact', null],
      ['mailto:info@example.com', null],
      ['tel:+41211234567', null],
    ]);
  });

  it('leaves out what the subset has not: headings, quotes, code and rules stay text, a picture is a link', () => {
    const { root } = rendered(
      '# Title\n\n> quoted\n\n    indented\n\n`code`\n\n---\n\n![HP-100 press](https://example.com/p.jpg)',
    );
    expect(root.querySelectorAll('h1, h2, blockquote, code, pre, hr, img')).toHaveLength(0);
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '# Title',
      '> quoted',
      'indented',
      '`code`',
      '---',
      'HP-100 press',
    ]);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/p.jpg');
  });

  it.each([
    ['40 nested list items', '- '.repeat(40) + 'deepest'],
    ['10,000 nested list items', '- '.repeat(9_990) + 'deepest'],
    ['6,000 nested numbered items', '1. '.repeat(6_000) + 'deepest'],
    ['20,000 nested quotes', '>'.repeat(19_980) + 'deepest'],
    [
      '135 list items nested by their indentation',
      [...Array(135).keys()].map((n) => `${' '.repeat(2 * n)}- deepest`).join('\n'),
    ],
    ['3,000 nested emphases', '*a '.repeat(3_000) + 'deepest' + ' a*'.repeat(3_000)],
    ['9,000 asterisks around a word', '*'.repeat(9_000) + 'deepest' + '*'.repeat(9_000)],
    ['800 nested brackets', '['.repeat(800) + 'deepest' + '](https://example.com)'.repeat(800)],
  ])('renders %s with all their text, and what follows, in a bounded nesting', (_, text) => {
    expect(text.length).toBeLessThanOrEqual(20_000);
    const { root } = rendered(`Before\n\n${text}\n\nAfter`);
    expect(root.firstElementChild?.outerHTML).toBe('<p>Before</p>');
    expect(root.textContent).toContain('deepest');
    expect(root.lastElementChild?.outerHTML).toBe('<p>After</p>');
    expect(elementDepth(root)).toBeLessThanOrEqual(maxDepth);
  });

  it("is spared a megabyte by the fields' limit, and renders the longest text they take", () => {
    const line = 'A **bold** word and *another*, [a link](https://example.com).\n';
    const megabyte = line.repeat(16_200);
    expect(megabyte.length).toBeGreaterThan(1_000_000);
    expect(machineUpdateSchema.safeParse({ description_en: megabyte }).success).toBe(false);
    const block = Object.fromEntries(
      locales.flatMap((l) => [
        [`title_${l}`, 'T'],
        [`content_${l}`, megabyte],
      ]),
    );
    expect(contentBlockCreateSchema.safeParse(block).success).toBe(false);

    const longest = line.repeat(Math.floor(20_000 / line.length));
    expect(machineUpdateSchema.safeParse({ description_en: longest }).success).toBe(true);
    const { html } = rendered(longest);
    expect(html.match(/<strong /g)).toHaveLength(Math.floor(20_000 / line.length));
  });

  it('marks a text in another language than the page', () => {
    expect(renderToStaticMarkup(<FormattedText text="Hallo" lang="de" className="mt-4" />)).toBe(
      '<div class="mt-4" lang="de"><p>Hallo</p></div>',
    );
  });
});
