/**
 * A text cut to at most `length` characters for a one-line mention (a confirmation, a table cell): its runs of
 * spaces and line breaks made one space, and an ellipsis where it was cut.
 */
export function shortened(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}
