/**
 * Formatted text: the small Markdown subset of machine descriptions and news content blocks, read into a tree that
 * the site (`components/FormattedText.tsx`), the datasheet PDF and `plainText` draw, each in its own way.
 *
 * The subset: paragraphs (a blank line), line breaks (a single one is kept), **bold**, *italic*, lists (`-`, `*`,
 * `+` or `1.`) and links (`[text](https://…)`, `<https://…>` or a bare address). Anything else stays the text it
 * was typed as: HTML, headings, quotes, code, tables and pictures are not part of it (a picture becomes a link to
 * it). markdown-it parses it, from its `zero` preset (nothing on) with only those rules turned on; it was chosen
 * over remark (react-markdown's parser) because it has a nesting limit of its own and reads 20,000 characters of
 * nested lists or emphasis in milliseconds, where remark overflows the stack or takes seconds.
 */
import MarkdownIt, { type Token } from 'markdown-it';

export type FormattedNode =
  | { type: 'paragraph' | 'listItem' | 'strong' | 'emphasis'; children: FormattedNode[] }
  | { type: 'list'; ordered: boolean; start: number; children: FormattedNode[] }
  | { type: 'link'; href: string; external: boolean; children: FormattedNode[] }
  | { type: 'text'; value: string }
  | { type: 'break' };

type Parent = Extract<FormattedNode, { children: FormattedNode[] }>;

/**
 * How deep nodes may nest (a list in a list item in a list…). markdown-it builds emphasis nested as deep as it is
 * typed, and lists up to `maxNesting`; what is deeper than this joins its parent as plain text, so that the
 * renderers, which recurse, stay far from the stack's end.
 */
export const maxDepth = 12;

/**
 * How many levels of blocks markdown-it reads (each list and each item is one), recursing once a level. Past it,
 * it leaves out the rest of the text; such a text is shown as plain paragraphs instead, every word kept.
 */
const maxNesting = 100;

/** Schemes a link may use; a link without one is a path on the site. `javascript:`, `data:` and the rest stay text. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

const markdown = new MarkdownIt('zero', { breaks: true, linkify: true, maxNesting }).enable([
  'list',
  'emphasis',
  'link',
  'image',
  'autolink',
  'linkify',
  'newline',
  'escape',
]);
markdown.validateLink = (url) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase());
};

/** A link to another site: an absolute web address, which opens without giving the page access to ours. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/** The node a token opens, or null for one that is not part of the subset. */
function opened(token: Token): Parent | null {
  switch (token.type) {
    case 'paragraph_open':
      // A tight list's items hold their text without a paragraph.
      return token.hidden ? null : { type: 'paragraph', children: [] };
    case 'bullet_list_open':
      return { type: 'list', ordered: false, start: 1, children: [] };
    case 'ordered_list_open':
      return { type: 'list', ordered: true, start: Number(token.attrGet('start') ?? 1), children: [] };
    case 'list_item_open':
      return { type: 'listItem', children: [] };
    case 'strong_open':
      return { type: 'strong', children: [] };
    case 'em_open':
      return { type: 'emphasis', children: [] };
    case 'link_open': {
      const href = String(token.attrGet('href') ?? '');
      return { type: 'link', href, external: isExternal(href), children: [] };
    }
    default:
      return null;
  }
}

/** A text as it was typed: a paragraph for each block separated by a blank line, its line breaks kept. */
function plainParagraphs(text: string): FormattedNode[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({
      type: 'paragraph',
      children: paragraph
        .split('\n')
        .flatMap((line, index): FormattedNode[] => [
          ...(index > 0 ? [{ type: 'break' } as const] : []),
          { type: 'text', value: line },
        ]),
    }));
}

/** The tree of a formatted text, its top level made of paragraphs and lists. */
export function parseFormatted(text: string): FormattedNode[] {
  const tokens = markdown.parse(text, {});
  // Blocks nested as deep as markdown-it reads: it may have left the rest of the text out.
  if (tokens.some((token) => token.level >= maxNesting - 1)) return plainParagraphs(text);
  const root: Parent = { type: 'paragraph', children: [] };
  // The nodes open, innermost last, and for each opening token still open whether it opened one of them.
  const nodes: Parent[] = [root];
  const opening: boolean[] = [];
  const deepEnough = () => nodes.length > maxDepth;
  const add = (node: FormattedNode) => {
    const { children } = nodes.at(-1)!;
    const last = children.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else children.push(node);
  };

  const read = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.nesting === 1) {
        const node = deepEnough() ? null : opened(token);
        if (node) {
          add(node);
          nodes.push(node);
        }
        opening.push(node !== null);
      } else if (token.nesting === -1) {
        if (opening.pop()) nodes.pop();
      } else if (token.type === 'inline') {
        read(token.children ?? []);
      } else if (token.type === 'softbreak' || token.type === 'hardbreak') {
        add(deepEnough() ? { type: 'text', value: ' ' } : { type: 'break' });
      } else if (token.type === 'image') {
        // No pictures in a text: a link to it, named by its description.
        const href = String(token.attrGet('src') ?? '');
        const name: FormattedNode = { type: 'text', value: token.content || href };
        add(deepEnough() ? name : { type: 'link', href, external: isExternal(href), children: [name] });
      } else if (token.content) {
        add({ type: 'text', value: token.content });
      }
    }
  };
  read(tokens);
  return root.children;
}
