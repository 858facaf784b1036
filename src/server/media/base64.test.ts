/** @jest-environment node */
import { decodeBase64 } from './base64';

describe('decodeBase64', () => {
  it('decodes a file of tens of megabytes without a pattern that backtracks over it', () => {
    const bytes = new Uint8Array(30 * 1024 * 1024).fill(0x25);
    expect(decodeBase64(Buffer.from(bytes).toString('base64'), 'image').length).toBe(bytes.length);
  });

  it.each(['', '=', 'QQ=A', 'QQ==A', 'Q', 'QUJD!', 'QU JD=='.replace(' ', '\u0000')])(
    'refuses %j naming the field',
    (value) => {
      expect(() => decodeBase64(value, 'image')).toThrow(
        expect.objectContaining({ fields: { image: 'Not valid base64' } }),
      );
    },
  );

  it('takes padding, white space and a data: prefix', () => {
    expect(Buffer.from(decodeBase64('data:image/png;base64,QU\nJD', 'image')).toString()).toBe('ABC');
    expect(Buffer.from(decodeBase64('QUI=', 'image')).toString()).toBe('AB');
  });
});
