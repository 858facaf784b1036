import { fireEvent, screen } from '@testing-library/react';

import { PasswordChangeForm } from './PasswordChangeForm.client';
import { renderInAdminScreen } from './test-support';

const changeOwnPasswordAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/accounts', () => ({
  changeOwnPasswordAction: (...args: unknown[]) => changeOwnPasswordAction(...args),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/account', useRouter: () => ({ push: jest.fn() }) }));

const score = jest.fn(async () => ({ ok: true as const, data: { score: 4 as const, problem: null } }));
// The admin layout's line is not on this screen: the form must show its messages itself.
const renderForm = () => renderInAdminScreen(<PasswordChangeForm score={score} username="anna" />);

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));

beforeEach(() => changeOwnPasswordAction.mockReset());

describe('PasswordChangeForm', () => {
  it('says in its own words which password was refused', async () => {
    changeOwnPasswordAction.mockResolvedValue({ ok: false, error: 'invalid', fields: { currentPassword: 'wrong' } });
    renderForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
  });

  it('shows a lost connection on the form, where the office is looking', async () => {
    changeOwnPasswordAction.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again in a moment.',
    );
  });

  it('empties the fields and says so once changed', async () => {
    changeOwnPasswordAction.mockResolvedValue({ ok: true, data: null });
    renderForm();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old password 1' } });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The password is changed. Your other sessions have ended.',
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
