import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { ErrorLine, ErrorLineProvider } from './ErrorLine.client';
import { ItemVersionProvider } from './ItemVersion.client';
import { MachineEditForm } from './MachineEditForm.client';
import { type MachineItem, MachineItems } from './MachineItems.client';
import { AdminIntl } from './test-support';

const updateMachineAction = jest.fn();
const updateMachineItemAction = jest.fn();
const deleteMachineItemAction = jest.fn();
const reorderMachineItemsAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  addMachineItemAction: jest.fn(),
  updateMachineAction: (input: unknown) => updateMachineAction(input),
  deleteMachineAction: jest.fn(),
  updateMachineItemAction: (input: unknown) => updateMachineItemAction(input),
  deleteMachineItemAction: (input: unknown) => deleteMachineItemAction(input),
  reorderMachineItemsAction: (input: unknown) => reorderMachineItemsAction(input),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/machine/7' }));

const option = (name: string): MachineItem => ({
  id: 12,
  name,
  value: '100 mm',
  priority: 0,
  ...Object.fromEntries(
    ['en', 'fr', 'de', 'it', 'es'].flatMap((language) => [
      [`name_${language}`, language === 'en' ? name : `${name} ${language}`],
      [`value_${language}`, '100 mm'],
    ]),
  ),
});

/** The machine's screen as the page renders it: `version` of the machine, its one option. */
const screenOf = (version: number, item: MachineItem) => (
  <ErrorLineProvider>
    <ItemVersionProvider version={version}>
      <ErrorLine sticky />
      <MachineItems kind="options" machineId={7} items={[item]} locale="en" />
    </ItemVersionProvider>
  </ErrorLineProvider>
);

/** The table of options, where a row's editor opens (the add form under it has the same fields). */
const table = () => within(screen.getByRole('table'));

/**
 * The router's refresh renders the page again within the Reload's transition, as the app router does: the screen's
 * new render and the end of the Reload come together.
 */
const refreshesWith = (render: () => void) => refresh.mockImplementation(render);

const conflict = { ok: false, error: 'conflict', conflict: { by: 'jean', at: '2026-03-02T09:15:00Z' } };

beforeEach(() => jest.resetAllMocks());

describe('a save refused because a colleague changed the same thing', () => {
  it('names them, reloads their version and keeps what was typed under the field, to put back and save', async () => {
    updateMachineItemAction.mockResolvedValueOnce(conflict).mockResolvedValueOnce({ ok: true, data: null });
    const { rerender } = render(screenOf(4, option('Stroke')), { wrapper: AdminIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(table().getByLabelText('Name (English)'), { target: { value: 'Stroke (mine)' } });
    fireEvent.click(table().getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(/jean changed the same thing/);
    expect(updateMachineItemAction).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 12, changes: { name_en: 'Stroke (mine)' }, version: 4 }),
    );
    // Until the Reload, what was typed stays in the field.
    expect(table().getByLabelText('Name (English)')).toHaveValue('Stroke (mine)');
    // The page comes back with the machine as stored: the colleague's name, a new version.
    refreshesWith(() => rerender(screenOf(6, option('Stroke (theirs)'))));
    const reload = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' });
    await act(async () => fireEvent.click(reload));
    expect(refresh).toHaveBeenCalled();

    const name = await table().findByLabelText('Name (English)');
    expect(name).toHaveValue('Stroke (theirs)');
    expect(screen.queryByText(/jean changed/)).not.toBeInTheDocument();
    const kept = screen.getByRole('group', { name: 'Your unsaved text for Name' });
    expect(kept).toHaveTextContent('Stroke (mine)');
    expect(within(kept).getByRole('button', { name: 'Copy' })).toBeEnabled();

    fireEvent.click(within(kept).getByRole('button', { name: 'Put back in the field' }));
    expect(name).toHaveValue('Stroke (mine)');
    expect(screen.queryByRole('group', { name: /Your unsaved text/ })).not.toBeInTheDocument();
    fireEvent.click(table().getByRole('button', { name: 'Save' }));
    // Based on the version now shown: the colleague's name was seen, so this one is saved over it knowingly.
    await waitFor(() =>
      expect(updateMachineItemAction).toHaveBeenLastCalledWith(
        expect.objectContaining({ changes: { name_en: 'Stroke (mine)' }, version: 6 }),
      ),
    );
  });

  it('sends the version a row was shown from, not a later render’s', async () => {
    deleteMachineItemAction.mockResolvedValue({ ok: true, data: null });
    const { rerender } = render(screenOf(4, option('Stroke')), { wrapper: AdminIntl });
    // Another part of the screen saved: a new render, this row unchanged.
    await act(async () => rerender(screenOf(5, option('Stroke'))));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMachineItemAction).toHaveBeenCalledWith(expect.objectContaining({ version: 4 })));
  });

  it('keeps nothing, and offers no Reload, for any other refusal', async () => {
    updateMachineItemAction.mockResolvedValue({ ok: false, error: 'unexpected' });
    render(screenOf(4, option('Stroke')), { wrapper: AdminIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(table().getByLabelText('Name (English)'), { target: { value: 'Stroke (mine)' } });
    fireEvent.click(table().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(table().getByLabelText('Name (English)')).toHaveValue('Stroke (mine)');
  });

  it('puts the stored values in a form that stays on screen, and keeps its base through its own saves', async () => {
    const values = (name: string) =>
      Object.fromEntries(
        ['en', 'fr', 'de', 'it', 'es'].flatMap((language) => [
          [`name_${language}`, `${name} ${language}`],
          [`description_${language}`, ''],
          [`metadescription_${language}`, ''],
        ]),
      ) as never;
    const machine = (version: number, name: string) => (
      <ErrorLineProvider>
        <ItemVersionProvider version={version}>
          <ErrorLine sticky />
          <MachineEditForm id={7} values={values(name)} locale="en" />
        </ItemVersionProvider>
      </ErrorLineProvider>
    );
    updateMachineAction.mockResolvedValueOnce({ ok: true, data: 5 }).mockResolvedValueOnce(conflict);
    const { rerender } = render(machine(4, 'HP'), { wrapper: AdminIntl });
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: 'Strong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    // The save's render: a colleague may have changed a name meanwhile, which this form does not show.
    await act(async () => rerender(machine(5, 'HP')));
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'HP mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/jean changed the same thing/);
    expect(updateMachineAction).toHaveBeenLastCalledWith({ id: 7, changes: { name_en: 'HP mine' }, version: 4 });

    refreshesWith(() => rerender(machine(6, 'HP theirs')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(screen.getByLabelText('Name (English)')).toHaveValue('HP theirs en'));
    expect(screen.getByRole('group', { name: 'Your unsaved text for Name' })).toHaveTextContent('HP mine');
    expect(screen.getByRole('tab', { name: /English/ })).toHaveTextContent('(Your unsaved text)');
  });

  it('leaves a form alone through a Reload asked for by another one, and after its own later refusal', async () => {
    updateMachineAction.mockResolvedValue(conflict);
    updateMachineItemAction.mockResolvedValue(conflict);
    const both = (version: number, name: string) => (
      <ErrorLineProvider>
        <ItemVersionProvider version={version}>
          <ErrorLine sticky />
          <MachineEditForm
            id={7}
            values={{ name_en: 'HP', name_fr: 'HP', name_de: 'HP', name_it: 'HP', name_es: 'HP' } as never}
            locale="en"
          />
          <MachineItems kind="options" machineId={7} items={[option(name)]} locale="en" />
        </ItemVersionProvider>
      </ErrorLineProvider>
    );
    const { rerender } = render(both(4, 'Stroke'), { wrapper: AdminIntl });
    const machineName = screen.getAllByLabelText('Name (English)')[0]!;
    fireEvent.change(machineName, { target: { value: 'HP typed' } });
    fireEvent.click(table().getByRole('button', { name: 'Edit' }));
    fireEvent.change(table().getByLabelText('Name (English)'), { target: { value: 'Stroke (mine)' } });
    fireEvent.click(table().getByRole('button', { name: 'Save' }));
    await screen.findByText(/jean changed the same thing/);
    refreshesWith(() => rerender(both(6, 'Stroke (theirs)')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(await screen.findByRole('group', { name: 'Your unsaved text for Name' })).toHaveTextContent('Stroke (mine)');
    // The machine's form was not refused: what is typed in it stays, and so does its version.
    expect(machineName).toHaveValue('HP typed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await screen.findByText(/jean changed the same thing/);
    expect(updateMachineAction).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    // Refused in its turn, it waits for its own Reload: nothing moves until then.
    expect(machineName).toHaveValue('HP typed');
  });
});
