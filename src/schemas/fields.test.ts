import { z } from 'zod';

import { contactRequestSchema } from './contact';
import { fieldErrorKey } from './contact-form-state';
import { fieldErrors, fieldMessages, textProblem } from './field-errors';
import {
  boundedText,
  controlCharacterMessage,
  idSchema,
  optionalText,
  priority,
  priorityOrderSchema,
  requiredText,
} from './fields';
import { loginSchema } from './auth';
import { categoryLinkSchema } from './machine';

/** The API's message of a refused value. */
const messageOf = (schema: z.ZodType, value: unknown) => fieldMessages(schema.safeParse(value).error?.issues ?? [])._;
/** The code of a refused value, which the forms translate. */
const codeOf = (schema: z.ZodType, value: unknown) => fieldErrors(schema.safeParse(value).error?.issues ?? [])._;

/** Every control character a text must not hold: C0 but tab, LF and CR, and DEL. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

describe('a text field', () => {
  const texts = [requiredText(100), boundedText(100), optionalText(100), loginSchema.shape.password];

  it('refuses every C0 control character but tab, line feed and carriage return, and DEL, anywhere', () => {
    expect(controls).toHaveLength(30);
    for (const schema of texts) {
      for (const control of controls) {
        for (const value of [`a${control}b`, `${control}ab`, `ab${control}`]) {
          expect(messageOf(schema, value)).toBe(controlCharacterMessage);
          expect(codeOf(schema, value)).toBe('controlCharacter');
        }
      }
    }
  });

  it('keeps tab, line feed and carriage return, and any other character', () => {
    for (const schema of texts) {
      expect(schema.safeParse('Line one\r\n\tline two').success).toBe(true);
      expect(schema.safeParse('Prüfstand 25 °C – 30 % « é » 圧力 🚜 \u0080\u00a0').success).toBe(true);
    }
  });

  it('says Required for a blank one, and the limit for a long one, before anything else', () => {
    expect(messageOf(requiredText(5), '   ')).toBe('Required');
    expect(messageOf(requiredText(5), 'abcdefgh')).toBe('At most 5 characters');
  });

  it('is refused with a code read from the kind of issue, never from its message', () => {
    expect(codeOf(requiredText(5), '   ')).toBe('required');
    expect(codeOf(requiredText(5), undefined)).toBe('required');
    expect(codeOf(requiredText(5), 'abcdefgh')).toBe('tooLong');
    expect(codeOf(z.string().min(3, 'Whatever'), 'ab')).toBe('tooShort');
    expect(codeOf(z.email('Whatever'), 'no')).toBe('invalid');
    expect(codeOf(idSchema, 'x')).toBe('invalid');
    expect(
      codeOf(
        z.string().refine(() => false, { message: 'Whatever', params: { code: 'mismatch' } }),
        'a',
      ),
    ).toBe('mismatch');
  });
});

describe('an id', () => {
  it('is a whole number from 1 to 2147483647, as a number or written in decimal', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('17')).toBe(17);
    expect(idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
  });

  it('is nothing else', () => {
    const notIds = [
      true,
      false,
      null,
      undefined,
      '0x11',
      '17.5',
      '17.0',
      '1e3',
      ' 17',
      '17 ',
      '1%00',
      '1\u0000',
      '017',
      '+17',
      '',
      'abc',
      0,
      -1,
      1.5,
      2_147_483_648,
      '2147483648',
      NaN,
      Infinity,
      10n,
      [1],
      { id: 1 },
    ];
    for (const value of notIds) {
      expect([value, idSchema.safeParse(value).success]).toEqual([value, false]);
      expect([value, categoryLinkSchema.safeParse({ id: value }).success]).toEqual([value, false]);
    }
  });

  it('of a list to reorder follows the same rule', () => {
    expect(priorityOrderSchema.parse([3, '1', 2])).toEqual([3, 1, 2]);
    expect(priorityOrderSchema.safeParse([3, '0x1']).success).toBe(false);
    expect(priorityOrderSchema.safeParse([3, true]).success).toBe(false);
  });

  it('of the quoted machine says so in the contact form', () => {
    const quote = { name: 'Anna', object: 'Offer', phonenumber: '+41 21 555 00 00', message: 'Price?' };
    expect(contactRequestSchema.safeParse({ ...quote, product: '3' }).data).toMatchObject({ product: 3 });
    for (const product of ['0x3', '3e0', ' 3', true, 3.5]) {
      const result = contactRequestSchema.safeParse({ ...quote, product });
      expect(fieldMessages(result.error?.issues ?? [])).toEqual({ product: 'Choose a machine' });
      expect(fieldErrorKey('product', fieldErrors(result.error?.issues ?? []).product)).toBe('product');
    }
  });
});

describe('a priority', () => {
  it('is a whole number in range, as a number or a form’s decimal text', () => {
    for (const [value, read] of [
      [3, 3],
      ['3', 3],
      ['-2', -2],
      ['0', 0],
      [1_000_000, 1_000_000],
      ['-1000000', -1_000_000],
    ] as const) {
      expect(priority.parse(value)).toBe(read);
    }
  });

  it('is nothing else, and a blank one is not 0', () => {
    const notPriorities = [
      true,
      null,
      '',
      '  ',
      '0x11',
      '1e3',
      '3.5',
      ' 3',
      '3 ',
      '+3',
      '1%00',
      '3\u0000',
      3.5,
      1_000_001,
      '-1000001',
      '99999999999999999999',
      NaN,
      [3],
      {},
    ];
    for (const value of notPriorities) {
      expect([value, priority.safeParse(value).success]).toEqual([value, false]);
    }
  });
});

describe('the forms’ text of a refused field', () => {
  it('is the generic one for a control character, not "required"', () => {
    expect(textProblem('controlCharacter')).toBe('invalid');
    expect(textProblem('required')).toBe('required');
    expect(textProblem('tooLong')).toBe('tooLong');
    for (const field of ['name', 'email', 'phonenumber', 'message', 'page']) {
      expect(fieldErrorKey(field, codeOf(requiredText(100), 'a\u0000b'))).toBe('invalid');
    }
  });
});
