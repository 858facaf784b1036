import { fireEvent, render, screen } from '@testing-library/react';

import { PasswordField } from './PasswordField';

it('is a password field under its label that hands on what is typed', () => {
  const onChange = jest.fn();
  render(<PasswordField id="pw" label="Password" value="" onChange={onChange} autoComplete="current-password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'current-password');
  fireEvent.change(input, { target: { value: 'correct horse' } });
  expect(onChange).toHaveBeenCalledWith('correct horse');
});

it('names what stands under it, for a new password', () => {
  render(
    <PasswordField
      id="pw"
      label="New password"
      value=""
      onChange={() => {}}
      autoComplete="new-password"
      describedBy="pw-hint"
    >
      <p id="pw-hint">At least 12 characters</p>
    </PasswordField>,
  );
  const input = screen.getByLabelText('New password');
  expect(input).toHaveAttribute('autocomplete', 'new-password');
  expect(input).toHaveAccessibleDescription('At least 12 characters');
});
