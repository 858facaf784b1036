import { fireEvent, render, screen } from '@testing-library/react';

import { OneTimeCodeField } from './OneTimeCodeField';

function field(recoveryCode?: boolean) {
  const onChange = jest.fn();
  render(<OneTimeCodeField id="code" label="Code" value="" onChange={onChange} recoveryCode={recoveryCode} />);
  return { input: screen.getByLabelText('Code'), onChange };
}

it('asks for the six digits of the app, which the browser may fill in, and hands on what is typed', () => {
  const { input, onChange } = field();
  expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  expect(input).toHaveAttribute('maxlength', '7');
  fireEvent.change(input, { target: { value: '123 456' } });
  expect(onChange).toHaveBeenCalledWith('123 456');
});

it('takes a recovery code where one serves instead: letters, no length limit, no digit keyboard', () => {
  const { input } = field(true);
  expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  expect(input).toHaveAttribute('autocapitalize', 'characters');
  expect(input).not.toHaveAttribute('inputmode');
  expect(input).not.toHaveAttribute('maxlength');
});
