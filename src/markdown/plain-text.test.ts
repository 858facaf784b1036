import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops the marks: bold, italic and a link are their words', () => {
    expect(
      plainText('A **strong** and *quiet* press: [ask us](https://example.com/contact) or <https://example.com>.'),
    ).toBe('A strong and quiet press: ask us or https://example.com.');
  });

  it('keeps paragraphs a blank line apart, a line break as a line, and a list item per line', () => {
    expect(plainText('First.\nSecond line.\n\nIt has:\n- a frame\n- a pump\n  1. two stages\n\nLast.')).toBe(
      'First.\nSecond line.\n\nIt has:\n\na frame\na pump\ntwo stages\n\nLast.',
    );
  });

  it('keeps what the subset has not as it was typed: HTML, headings, a javascript: link', () => {
    expect(plainText('# Title\n\n<b>bold</b> [x](javascript:alert(1))')).toBe(
      '# Title\n\n<b>bold</b> [x](javascript:alert(1))',
    );
  });

  it('keeps every word of a text nested deeper than markdown-it reads, as typed', () => {
    const nested = `${'- '.repeat(5_000)}deepest`;
    expect(plainText(`Before\n\n${nested}\n\nAfter`)).toBe(`Before\n\n${nested}\n\nAfter`);
  });

  it('is empty for an empty text', () => {
    expect(plainText('')).toBe('');
    expect(plainText('  \n\n ')).toBe('');
  });
});
