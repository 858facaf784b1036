import type { ReactNode } from 'react';

/** A word of letters and digits joined by hyphens ("HP-100", "OXY-3060", "Werkstatt-Presse"). */
const hyphenatedWord = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * `text` with each model name kept whole on its line: a hyphenated word with a digit ("HP-100"), which a browser
 * would otherwise break after its hyphen ("HP-" / "100") on a narrow screen. The text itself is unchanged (it is
 * still found, copied and read as written); a hyphenated word without a digit may break as usual.
 */
export function WholeModelNames({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const { 0: word, index } of text.matchAll(hyphenatedWord)) {
    if (!/\p{N}/u.test(word)) continue;
    parts.push(
      text.slice(end, index),
      <span key={index} className="whitespace-nowrap">
        {word}
      </span>,
    );
    end = index + word.length;
  }
  parts.push(text.slice(end));
  return parts;
}

/**
 * `value` as shown, with a no-break space between a number and the unit after it ("1000 kN (100 t)" never breaks
 * into "1000 kN (100" / "t)") and between a number's groups of thousands ("1 000"). Only for showing: what is
 * stored keeps its plain spaces.
 */
export function keepUnitsWithNumbers(value: string): string {
  return value.replace(/(\d)[ \t]+(?=\d{3}(?!\d)|[\p{L}%°‰µ″′"'])/gu, '$1\u00a0');
}
