import { act, fireEvent, screen } from '@testing-library/react';

import { FirstPasswordForm } from './FirstPasswordForm.client';
import { renderInAdminScreen } from './test-support';

const setFirstPasswordAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/accounts', () => ({
  setFirstPasswordAction: (...args: unknown[]) => setFirstPasswordAction(...args),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/accounts', useRouter: () => ({ push: jest.fn() }) }));

const score = jest.fn(async () => ({ ok: true as const, data: { score: 1 as const, problem: 'tooCommon' as const } }));
const renderForm = () => renderInAdminScreen(<FirstPasswordForm accountId={7} username="lea" score={score} />);
const field = () => screen.getByLabelText('New first password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set the first password' }));

beforeEach(() => setFirstPasswordAction.mockReset());

describe('FirstPasswordForm', () => {
  it('asks the server to generate one when left empty, and shows it once until Done', async () => {
    setFirstPasswordAction.mockResolvedValue({ ok: true, data: { password: 'Xq3-generated_7' } });
    renderForm();
    submit();
    expect(await screen.findByTestId('first-password')).toHaveTextContent('Xq3-generated_7');
    expect(setFirstPasswordAction).toHaveBeenCalledWith({ id: 7, password: undefined });
    expect(screen.getByText(/lea has been signed out everywhere/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('first-password')).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it('scores a typed one with the strength meter, and says why the server refused it', async () => {
    jest.useFakeTimers();
    try {
      renderForm();
      fireEvent.change(field(), { target: { value: 'password1234' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(score).toHaveBeenCalledWith({ password: 'password1234', username: 'lea' });
      expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Weak');
    } finally {
      jest.useRealTimers();
    }
    setFirstPasswordAction.mockResolvedValue({ ok: false, error: 'invalid', fields: { password: 'tooCommon' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or too easy to guess.');
    expect(setFirstPasswordAction).toHaveBeenCalledWith({ id: 7, password: 'password1234' });
    expect(screen.queryByTestId('first-password')).not.toBeInTheDocument();
  });
});
