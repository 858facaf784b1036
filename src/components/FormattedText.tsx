import type { ReactNode } from 'react';

import { type FormattedNode, parseFormatted } from '@/markdown/formatted';

/** The elements of one node; React escapes every text, and nothing but these elements is ever made. */
function element(node: FormattedNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return <br key={key} />;
    case 'paragraph':
      return <p key={key}>{children(node.children)}</p>;
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          start={node.ordered && node.start !== 1 ? node.start : undefined}
          className={`${node.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-5 [li>&]:mt-1`}
        >
          {children(node.children)}
        </List>
      );
    }
    case 'listItem':
      return (
        <li key={key} className="space-y-2">
          {children(node.children)}
        </li>
      );
    case 'strong':
      return (
        <strong key={key} className="font-semibold text-anthracite">
          {children(node.children)}
        </strong>
      );
    case 'emphasis':
      return <em key={key}>{children(node.children)}</em>;
    case 'link':
      return (
        <a
          key={key}
          href={node.href}
          rel={node.external ? 'noopener noreferrer' : undefined}
          className="font-medium [overflow-wrap:anywhere] text-signal underline underline-offset-2 hover:text-anthracite"
        >
          {children(node.children)}
        </a>
      );
  }
}

const children = (nodes: FormattedNode[]) => nodes.map(element);

/**
 * A formatted text (a machine's description, a news block's content, in the Markdown subset of
 * `markdown/formatted.ts`): paragraphs, line breaks, bold, italic, lists and links. A server component on the
 * public pages, so the browser gets HTML only; the back office's preview renders the same. `lang` marks a text in
 * another language than the page's.
 */
export function FormattedText({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  return (
    <div className={className} lang={lang}>
      {children(parseFormatted(text))}
    </div>
  );
}
