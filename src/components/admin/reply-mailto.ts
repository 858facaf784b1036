/**
 * The `mailto:` link that answers a request (RFC 6068): the sender's address, a subject, and the message quoted
 * under a line that says who wrote it when. Every part is percent-encoded as UTF-8, line breaks as CRLF, so that
 * `&`, `?`, `#`, `%` or accents in a message cannot cut the link short or add fields to it.
 */
export function replyMailto(reply: { to: string; subject: string; intro: string; message: string }): string {
  const quoted = reply.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n');
  const body = `\r\n\r\n${reply.intro}\r\n${quoted}\r\n`;
  // The address keeps its `@` readable; anything else that is not plain is encoded.
  const to = encodeURIComponent(reply.to).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(reply.subject)}&body=${encodeURIComponent(body)}`;
}
