import { type FormattedNode, parseFormatted } from './formatted';

const isBlock = (node: FormattedNode) => node.type === 'paragraph' || node.type === 'list';

/** Nodes one after the other: words run on, and a paragraph or a list is `apart` from what is beside it. */
function joined(nodes: FormattedNode[], apart: string): string {
  return nodes
    .map((node, index) => (index > 0 && (isBlock(node) || isBlock(nodes[index - 1]!)) ? apart : '') + textOf(node))
    .join('');
}

/** What a node says, its marks dropped: a link is its text. */
function textOf(node: FormattedNode): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return '\n';
    case 'list':
      return node.children.map(textOf).join('\n');
    default:
      return joined(node.children, '\n');
  }
}

/**
 * A formatted text as plain text, for what shows no formatting (meta descriptions, structured data, shared links):
 * its words without the Markdown marks, paragraphs and lists a blank line apart, each item of a list on a line.
 */
export function plainText(markdown: string): string {
  return joined(parseFormatted(markdown), '\n\n');
}
