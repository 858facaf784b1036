import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { ErrorLine, ErrorLineProvider } from './ErrorLine.client';
import { type MachineItem, MachineItems } from './MachineItems.client';
import { AdminIntl } from './test-support';

const addMachineItemAction = jest.fn();
const updateMachineItemAction = jest.fn();
const deleteMachineItemAction = jest.fn();
const reorderMachineItemsAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  addMachineItemAction: (input: unknown) => addMachineItemAction(input),
  updateMachineItemAction: (input: unknown) => updateMachineItemAction(input),
  deleteMachineItemAction: (input: unknown) => deleteMachineItemAction(input),
  reorderMachineItemsAction: (input: unknown) => reorderMachineItemsAction(input),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin' }));

const languages = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish' } as const;
const option = (id: number, name: string, priority: number): MachineItem => ({
  id,
  name,
  value: `${name} value`,
  priority,
  ...Object.fromEntries(
    Object.keys(languages).flatMap((language) => [
      [`name_${language}`, `${name} ${language}`],
      [`value_${language}`, `v ${language}`],
    ]),
  ),
});

function renderOptions(items: MachineItem[] = []) {
  return render(
    <ErrorLineProvider>
      <ErrorLine sticky />
      <MachineItems kind="options" machineId={7} items={items} locale="en" />
    </ErrorLineProvider>,
    { wrapper: AdminIntl },
  );
}

beforeEach(() => jest.resetAllMocks());

describe('MachineItems add form', () => {
  it('marks every blank name and value and sends nothing', async () => {
    renderOptions();
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Remote control' } });
    fireEvent.change(screen.getByLabelText('Value (French)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    await waitFor(() => expect(screen.getByLabelText('Value (French)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Value (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name (English)')).not.toHaveAttribute('aria-invalid');
    expect(addMachineItemAction).not.toHaveBeenCalled();
  });

  it('sends the ten fields with the kind and the machine, then clears the form and reloads', async () => {
    addMachineItemAction.mockResolvedValue({ ok: true, data: null });
    renderOptions();
    for (const [code, language] of Object.entries(languages)) {
      fireEvent.change(screen.getByLabelText(`Name (${language})`), { target: { value: ` Remote ${code} ` } });
      fireEvent.change(screen.getByLabelText(`Value (${language})`), { target: { value: `Radio ${code}` } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    await waitFor(() => expect(screen.getByLabelText('Name (English)')).toHaveValue(''));
    expect(screen.getByText('The option has been added.')).toHaveRole('status');
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
    expect(addMachineItemAction).toHaveBeenCalledWith({
      kind: 'options',
      machineId: 7,
      values: expect.objectContaining({ name_en: 'Remote en', value_es: 'Radio es' }),
    });
    expect(screen.getByLabelText('Name (English)')).toHaveValue('');
  });

  it('shows a failure in the error line and clears it at the next success', async () => {
    addMachineItemAction
      .mockResolvedValueOnce({ ok: false, error: 'notFound' })
      .mockResolvedValueOnce({ ok: true, data: null });
    renderOptions();
    for (const language of Object.values(languages)) {
      fireEvent.change(screen.getByLabelText(`Name (${language})`), { target: { value: 'Remote' } });
      fireEvent.change(screen.getByLabelText(`Value (${language})`), { target: { value: 'Radio' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item no longer exists. Reload the page.');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Remote');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Option' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
  });
});

describe('MachineItems table', () => {
  it('lists the items with a drag handle, saves a priority on Enter and deletes only after confirming', async () => {
    updateMachineItemAction.mockResolvedValue({ ok: true, data: null });
    deleteMachineItemAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderOptions([option(3, 'Remote', 0), option(4, 'Display', 1)]);
    expect(screen.getByRole('button', { name: 'Move Remote' })).toBeInTheDocument();

    const priority = screen.getByRole('spinbutton', { name: 'Priority, Remote' });
    fireEvent.change(priority, { target: { value: '5' } });
    fireEvent.keyDown(priority, { key: 'Enter' });
    await waitFor(() =>
      expect(updateMachineItemAction).toHaveBeenCalledWith({
        kind: 'options',
        machineId: 7,
        itemId: 3,
        changes: { priority: 5 },
      }),
    );
    expect(await screen.findByText('Saved.')).toHaveRole('status');

    const row = screen.getByRole('row', { name: /Display/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the option “Display”?');
    expect(deleteMachineItemAction).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteMachineItemAction).toHaveBeenCalledWith({ kind: 'options', machineId: 7, itemId: 4 }),
    );
  });

  it('edits a row in its five languages and sends only the changed fields', async () => {
    updateMachineItemAction.mockResolvedValue({ ok: true, data: null });
    renderOptions([option(3, 'Remote', 0)]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const [, body] = screen.getAllByRole('rowgroup');
    const row = within(body!).getAllByRole('row')[0]!;
    fireEvent.change(within(row).getByLabelText('Value (German)'), { target: { value: 'Funk' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMachineItemAction).toHaveBeenCalledWith({
        kind: 'options',
        machineId: 7,
        itemId: 3,
        changes: { value_de: 'Funk' },
      }),
    );
    expect(await screen.findByText('Saved.')).toHaveRole('status');
  });

  it('names an advantage by the start of its description, cut with an ellipsis', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const description =
      'Sturdy welded frame,\nbuilt to last for decades of daily use in a busy workshop, and easy to service';
    render(
      <ErrorLineProvider>
        <MachineItems
          kind="advantages"
          machineId={7}
          items={[{ id: 2, priority: 0, description, description_en: description }]}
          locale="en"
        />
      </ErrorLineProvider>,
      { wrapper: AdminIntl },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the advantage “Sturdy welded frame, built to last for decades of daily use…”?',
    );
  });
});
