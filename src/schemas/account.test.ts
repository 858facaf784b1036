import { passwordChangeSchema } from './account';
import { fieldErrors } from './field-errors';

const refusals = (value: unknown) => fieldErrors(passwordChangeSchema.safeParse(value).error?.issues ?? []);

describe('a password change', () => {
  it("takes the API's current and new passwords", () => {
    expect(passwordChangeSchema.parse({ current: 'old one', new: 'a long new password' })).toEqual({
      current: 'old one',
      new: 'a long new password',
    });
  });

  it("takes the form's confirmation when it matches, and refuses one that does not", () => {
    const change = { current: 'old one', new: 'a long new password' };
    expect(passwordChangeSchema.safeParse({ ...change, confirm: change.new }).success).toBe(true);
    expect(refusals({ ...change, confirm: 'a long new passwort' })).toEqual({ confirm: 'mismatch' });
  });

  it('names each refused field', () => {
    expect(refusals({ current: '', new: 'short' })).toEqual({ current: 'required', new: 'tooShort' });
  });
});
