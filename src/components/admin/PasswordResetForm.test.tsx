import { fireEvent, screen } from '@testing-library/react';

import { PasswordResetForm } from './PasswordResetForm.client';
import { renderWithAdminIntl } from './test-support';

const score = jest.fn(async () => ({ ok: true as const, data: { score: 4 as const, problem: null } }));

function renderForm(reset: jest.Mock) {
  renderWithAdminIntl(<PasswordResetForm token="the-token" reset={reset} score={score} />);
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  return { fill, submit };
}

describe('PasswordResetForm', () => {
  it('asks for the new password twice, as new passwords a browser may offer to make up', () => {
    renderForm(jest.fn());
    for (const label of ['New password', 'New password again']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
  });

  it('sends both with the link’s token, then leads on to log in', async () => {
    const reset = jest.fn().mockResolvedValue({ ok: true, data: null });
    const { fill, submit } = renderForm(reset);
    fill('New password', 'a long new password');
    fill('New password again', 'a long new password');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed. Log in with it now.');
    expect(reset).toHaveBeenCalledWith({
      token: 'the-token',
      newPassword: 'a long new password',
      confirmPassword: 'a long new password',
    });
  });

  it('says when the two differ', async () => {
    const reset = jest.fn().mockResolvedValue({ ok: false, error: 'invalid', fields: { confirmPassword: 'mismatch' } });
    const { submit } = renderForm(reset);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords differ.');
  });
});
