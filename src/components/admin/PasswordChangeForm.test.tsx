import { fireEvent, screen } from '@testing-library/react';

import { PasswordChangeForm, type PasswordChangeLabels } from './PasswordChangeForm.client';
import { renderInAdminScreen, testErrors } from './test-support';

const changeOwnPasswordAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/accounts', () => ({
  changeOwnPasswordAction: (...args: unknown[]) => changeOwnPasswordAction(...args),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/account' }));

const labels: PasswordChangeLabels = {
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmation',
  submit: 'Changer',
  saved: 'Mot de passe changé.',
  wrong: 'Le mot de passe actuel est faux.',
  mismatch: 'Les deux saisies diffèrent.',
  tooShort: 'Trop court.',
  tooCommon: 'Trop courant.',
  required: 'Obligatoire.',
};
// The admin layout's line is not on this screen: the form must show its messages itself.
const renderForm = () => renderInAdminScreen(<PasswordChangeForm labels={labels} />, testErrors);

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Changer' }));

beforeEach(() => changeOwnPasswordAction.mockReset());

describe('PasswordChangeForm', () => {
  it('says in its own words which password was refused', async () => {
    changeOwnPasswordAction.mockResolvedValue({ ok: false, error: 'invalid', fields: { currentPassword: 'wrong' } });
    renderForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est faux.');
  });

  it('shows a lost connection on the form, where the office is looking', async () => {
    changeOwnPasswordAction.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save.');
  });

  it('empties the fields and says so once changed', async () => {
    changeOwnPasswordAction.mockResolvedValue({ ok: true, data: null });
    renderForm();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old password 1' } });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe changé.');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
