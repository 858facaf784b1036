/**
 * A text cut to at most `length` characters for a one-line mention (a confirmation, a table cell): its runs of
 * spaces and line breaks made one space, cut after a whole word where one ends in its second half, and an
 * ellipsis where it was cut.
 */
export function shortened(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const wordEnd = line[length - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(wordEnd > length / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:]+$/, '')}…`;
}
