// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

import type { FormattedNode } from '@/markdown/formatted';

import { styles } from './styles';

const isBlock = (node: FormattedNode) => node.type === 'paragraph' || node.type === 'list';

/**
 * A link on paper: its text, a PDF link to the absolute address (a site path resolved against the page), and the
 * address written after it when the text is not already the address, since a printed link cannot be followed.
 */
function link(node: Extract<FormattedNode, { type: 'link' }>, key: number, pageUrl: string): ReactNode {
  const href = new URL(node.href, pageUrl).href;
  const written = href.replace(/^(mailto|tel):/, '');
  const text = node.children.map(plain).join('');
  return (
    <Text key={key}>
      <Link src={href} style={styles.link}>
        {inline(node.children, pageUrl)}
      </Link>
      {text === written || text === node.href ? '' : ` (${written})`}
    </Text>
  );
}

const plain = (node: FormattedNode): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'break'
      ? ' '
      : 'children' in node
        ? node.children.map(plain).join('')
        : '';

/** Words, line breaks, bold, italic and links within a line of text. */
function inline(nodes: FormattedNode[], pageUrl: string): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'break':
        return '\n';
      case 'strong':
        return (
          <Text key={key} style={styles.strong}>
            {inline(node.children, pageUrl)}
          </Text>
        );
      case 'emphasis':
        return (
          <Text key={key} style={styles.emphasis}>
            {inline(node.children, pageUrl)}
          </Text>
        );
      case 'link':
        return link(node, key, pageUrl);
      default:
        // Blocks are laid out by `blocks`; one found among words (nested too deep) is read as words.
        return plain(node);
    }
  });
}

/** A list item's content: its runs of words as paragraphs of their own, its nested lists below them. */
function itemBody(nodes: FormattedNode[], pageUrl: string): ReactNode[] {
  const runs: FormattedNode[][] = [];
  for (const node of nodes) {
    const last = runs.at(-1);
    if (isBlock(node) || !last || isBlock(last[0]!)) runs.push([node]);
    else last.push(node);
  }
  return runs.map((run, key) =>
    isBlock(run[0]!) ? (
      formattedBlocks(run, pageUrl, key, true)
    ) : (
      <Text key={key} style={styles.listText}>
        {inline(run, pageUrl)}
      </Text>
    ),
  );
}

/**
 * A formatted text's paragraphs and lists for the datasheet, drawn from the same tree as the site's page: bold,
 * italic, line breaks, dashes or numbers for list items, links in the signal colour with their address.
 */
export function formattedBlocks(
  nodes: FormattedNode[],
  pageUrl: string,
  keyPrefix: number | string = 'b',
  /** In a list item, where a list takes no more room below than a line does. */
  nested = false,
): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    if (node.type === 'paragraph') {
      return (
        <Text key={key} style={styles.paragraph}>
          {inline(node.children, pageUrl)}
        </Text>
      );
    }
    if (node.type === 'list') {
      return (
        <View key={key} style={nested ? undefined : styles.list}>
          {node.children.map((item, position) => (
            <View key={position} style={styles.listItem}>
              <Text style={node.ordered ? styles.listNumber : styles.bulletMark}>
                {node.ordered ? `${node.start + position}.` : '–'}
              </Text>
              <View style={styles.bulletText}>{'children' in item ? itemBody(item.children, pageUrl) : null}</View>
            </View>
          ))}
        </View>
      );
    }
    return (
      <Text key={key} style={styles.paragraph}>
        {inline([node], pageUrl)}
      </Text>
    );
  });
}
