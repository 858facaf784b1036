import { fireEvent, screen, waitFor } from '@testing-library/react';

import { ErrorLine } from './ErrorLine.client';
import { MachineEditForm } from './MachineEditForm.client';
import { renderInAdminScreen } from './test-support';

const updateMachineAction = jest.fn();
const deleteMachineAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  updateMachineAction: (input: unknown) => updateMachineAction(input),
  deleteMachineAction: (input: unknown) => deleteMachineAction(input),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/admin/machine/3' }));

const values = {
  ...Object.fromEntries(
    (['en', 'fr', 'de', 'it', 'es'] as const).flatMap((language) => [
      [`name_${language}`, `HP-100 ${language}`],
      [`description_${language}`, ''],
      [`metadescription_${language}`, ''],
    ]),
  ),
  name_en: 'HP-100 workshop press',
  name_fr: 'Presse d’atelier HP-100',
} as never;

beforeEach(() => jest.resetAllMocks());

describe('MachineEditForm', () => {
  it('says "Saved." once the changes are sent, and no more at the next change', async () => {
    updateMachineAction.mockResolvedValue({ ok: true, data: null });
    renderInAdminScreen(<MachineEditForm id={3} values={values} locale="en" />, { version: 1 });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'HP-110 workshop press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toHaveRole('status');
    expect(updateMachineAction).toHaveBeenCalledWith({
      id: 3,
      changes: { name_en: 'HP-110 workshop press' },
      version: 1,
    });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'HP-120 workshop press' } });
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('sends a price typed the Swiss way as an exact amount, refuses one that is none, and an emptied one as on request', async () => {
    updateMachineAction.mockResolvedValue({ ok: true, data: 2 });
    renderInAdminScreen(<MachineEditForm id={3} values={values} locale="en" />, { version: 1 });
    const price = screen.getByLabelText('Price (CHF)');
    fireEvent.change(price, { target: { value: '12,5 francs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An amount in francs with at most 2 decimals, e.g. 12’500.50.')).toBeVisible();
    expect(updateMachineAction).not.toHaveBeenCalled();
    fireEvent.change(price, { target: { value: '12’500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(updateMachineAction).toHaveBeenCalledWith({ id: 3, changes: { price: '12500.5' }, version: 1 });
    fireEvent.change(price, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMachineAction).toHaveBeenCalledTimes(2));
    expect(updateMachineAction).toHaveBeenLastCalledWith({ id: 3, changes: { price: null }, version: 1 });
  });

  it('names the machine in the admin’s language when asking to delete it, then leads to the list, which says so', async () => {
    deleteMachineAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderInAdminScreen(<MachineEditForm id={3} values={values} locale="fr" />, { version: 1 });
    const remove = screen.getByRole('button', { name: 'Delete Machine' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Delete the machine “Presse d’atelier HP-100”? You can restore it from the trash.',
    );
    expect(deleteMachineAction).not.toHaveBeenCalled();
    fireEvent.click(remove);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/machine?deleted=Presse+d%E2%80%99atelier+HP-100'));
    expect(deleteMachineAction).toHaveBeenCalledWith({ id: 3, version: 1 });
  });

  it('stays on the machine, naming who changed it since, when its deletion is refused', async () => {
    deleteMachineAction.mockResolvedValue({
      ok: false,
      error: 'conflict',
      conflict: { by: 'jean', at: '2026-03-02T09:15:00Z' },
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderInAdminScreen(
      <>
        <ErrorLine sticky />
        <MachineEditForm id={3} values={values} locale="fr" />
      </>,
      { version: 4 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Machine' }));
    expect(await screen.findByText(/jean made a change at .* Nothing was deleted/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(deleteMachineAction).toHaveBeenCalledWith({ id: 3, version: 4 });
    expect(push).not.toHaveBeenCalled();
  });
});
