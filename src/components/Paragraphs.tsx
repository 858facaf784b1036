/**
 * Plain text as paragraphs: a blank line starts a new one. React escapes the text; no HTML is interpreted. `lang`
 * marks a text in another language than the page's.
 */
export function Paragraphs({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className} lang={lang}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
