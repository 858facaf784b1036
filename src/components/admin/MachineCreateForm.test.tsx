import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { MachineCreateForm } from './MachineCreateForm.client';
import { renderInAdminScreen } from './test-support';

const createMachineAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  createMachineAction: (input: unknown) => createMachineAction(input),
}));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }), usePathname: () => '/admin' }));

/** Rendered inside the screen's error line, as the admin layout does. */
const render = (ui: ReactElement) => renderInAdminScreen(ui);

const names = { English: 'Press', French: 'Presse', German: 'Presse', Italian: 'Pressa', Spanish: 'Prensa' };

function fillNames(values: Partial<Record<keyof typeof names, string>>) {
  for (const [language, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(`Name (${language})`), { target: { value } });
  }
}

beforeEach(() => jest.resetAllMocks());

describe('MachineCreateForm', () => {
  it('marks the names left blank, opens their language and sends nothing', async () => {
    render(<MachineCreateForm locale="en" />);
    fillNames({ ...names, German: '  ', Spanish: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Machine' }));
    await waitFor(() => expect(screen.getByLabelText('Name (German)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name (Spanish)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name (English)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name (German)')).toHaveAccessibleDescription('Please fill in this field.');
    // The first language with a wrong field is opened, and the others with one are flagged.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('German');
    expect(screen.getByRole('tab', { name: /Spanish/ })).toHaveTextContent('(needs attention)');
    expect(createMachineAction).not.toHaveBeenCalled();
  });

  it('says "please check", not "fill in", of a text with a control character, and sends nothing', async () => {
    render(<MachineCreateForm locale="en" />);
    fillNames({ ...names, French: 'Pres\u0000se' });
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: 'Strong\u001b[31m press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Machine' }));
    await waitFor(() => expect(screen.getByLabelText('Name (French)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name (French)')).toHaveAccessibleDescription('Please check this field.');
    expect(screen.getByLabelText('Description (English)')).toHaveAccessibleDescription(
      /^Please check this field\. Formatting:/,
    );
    expect(createMachineAction).not.toHaveBeenCalled();
  });

  it('sends the 15 fields trimmed, then clears the form and opens the new machine’s screen', async () => {
    createMachineAction.mockResolvedValue({ ok: true, data: { id: 12 } });
    render(<MachineCreateForm locale="en" />);
    fillNames({ ...names, English: ' Press ' });
    fireEvent.change(screen.getByLabelText('Description (French)'), { target: { value: 'Une presse.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Machine' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/machine/12?created=1'));
    // The action's answer carries the refreshed list: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
    expect(createMachineAction).toHaveBeenCalledWith(
      expect.objectContaining({
        name_en: 'Press',
        name_es: 'Prensa',
        description_fr: 'Une presse.',
        metadescription_de: '',
      }),
    );
    expect(Object.keys(createMachineAction.mock.calls[0][0])).toHaveLength(15);
    expect(screen.getByLabelText('Name (English)')).toHaveValue('');
  });

  it('shows why a creation failed and keeps what was typed', async () => {
    createMachineAction.mockResolvedValue({ ok: false, error: 'unauthorized' });
    render(<MachineCreateForm locale="en" />);
    fillNames(names);
    fireEvent.click(screen.getByRole('button', { name: 'Create Machine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Press');
    expect(refresh).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
