import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { ReauthProvider } from './ReauthDialog.client';
import { AdminIntl } from './test-support';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin/account' }));

// jsdom has no modal dialogs: showModal and close only toggle `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const change = jest.fn();
const reauthenticate = jest.fn();
beforeEach(() => {
  change.mockReset();
  reauthenticate.mockReset();
});

function Screen() {
  const { run } = useAdminAction();
  return (
    <>
      <ErrorLine />
      <Button onClick={() => run(change, () => change('done'))}>Turn off</Button>
    </>
  );
}

const renderScreen = () =>
  render(
    <AdminIntl>
      <ReauthProvider reauthenticate={reauthenticate}>
        <ErrorLineProvider>
          <Screen />
        </ErrorLineProvider>
      </ReauthProvider>
    </AdminIntl>,
  );

describe('the re-authentication dialog', () => {
  it('asks for the password, then the code, and sends the change again once they are right', async () => {
    change
      .mockResolvedValueOnce({ ok: false, error: 'reauthenticate' })
      .mockResolvedValueOnce({ ok: true, data: null });
    reauthenticate
      .mockResolvedValueOnce({ ok: false, error: 'invalid', fields: { code: 'required' } })
      .mockResolvedValueOnce({ ok: false, error: 'invalid', fields: { password: 'wrong' } })
      .mockResolvedValueOnce({ ok: true, data: null });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('a code from your authenticator app');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password or the code is wrong.');
    expect(reauthenticate).toHaveBeenLastCalledWith({ password: 'my password', code: '123456' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(change).toHaveBeenLastCalledWith('done'));
    expect(change).toHaveBeenCalledTimes(3);
  });

  it('cancelled, leaves the change undone and says why on the error line', async () => {
    change.mockResolvedValue({ ok: false, error: 'reauthenticate' });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your password first.');
    expect(change).toHaveBeenCalledTimes(1);
  });
});
