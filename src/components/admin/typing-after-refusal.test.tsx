import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContentBlocks } from './ContentBlocks.client';
import { MachineCreateForm } from './MachineCreateForm.client';
import { MachineItems } from './MachineItems.client';
import { NewsCreateForm } from './NewsCreateForm.client';
import { renderInAdminScreen } from './test-support';

const action = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  createMachineAction: (input: unknown) => action(input),
  addMachineItemAction: (input: unknown) => action(input),
}));
jest.mock('@/app/(admin)/admin/_actions/news', () => ({
  createNewsAction: (input: unknown) => action(input),
  addContentBlockAction: (input: unknown) => action(input),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
  usePathname: () => '/admin',
}));

/**
 * Each five-language create form, refused with every language blank, then typed into a character at a time, as a
 * person does: the field typed into stays shown and keeps the whole sentence (the tabs once jumped to the next
 * language with an error at the first character, and the rest was typed into a hidden panel).
 */
const forms: { name: string; ui: ReactElement; submit: string; field: string }[] = [
  { name: 'a machine', ui: <MachineCreateForm locale="en" />, submit: 'Create Machine', field: 'Name' },
  { name: 'an article', ui: <NewsCreateForm locale="en" />, submit: 'Create News', field: 'Title' },
  ...(['advantages', 'options', 'technicalCharacteristics'] as const).map((kind) => ({
    name: `an item (${kind})`,
    ui: <MachineItems kind={kind} machineId={7} items={[]} locale="en" />,
    submit: {
      advantages: 'Add Advantage',
      options: 'Add Option',
      technicalCharacteristics: 'Add Technical Characteristic',
    }[kind],
    field: kind === 'advantages' ? 'Description' : 'Name',
  })),
  {
    name: 'a content block',
    ui: <ContentBlocks newsId={3} blocks={[]} locale="en" />,
    submit: 'Add Content',
    field: 'Subtitle',
  },
];

const sentence = 'LT-2000 lifting table';

describe.each(forms)('Typing after a refused save: $name', ({ ui, submit, field }) => {
  beforeEach(() => action.mockReset());

  it('keeps the language typed into open and every character typed', async () => {
    const user = userEvent.setup();
    renderInAdminScreen(ui);
    await user.click(screen.getByRole('button', { name: submit }));
    const english = screen.getByLabelText(`${field} (English)`);
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('English');

    for (const character of sentence) {
      await user.type(english, character, { skipClick: true });
      expect(english).toBeVisible();
    }
    expect(english).toHaveValue(sentence);
    expect(english).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('English');
    expect(screen.getByRole('tab', { name: /French/ })).toHaveTextContent('(needs attention)');
    expect(action).not.toHaveBeenCalled();
  });

  it('opens the first language still wrong at the next refused save', async () => {
    const user = userEvent.setup();
    renderInAdminScreen(ui);
    await user.click(screen.getByRole('button', { name: submit }));
    const english = screen.getByLabelText(`${field} (English)`);
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    // Every English field put right, the others left blank.
    const panel = screen.getByRole('tabpanel', { name: /English/ });
    for (const input of within(panel).getAllByRole('textbox')) {
      if (input.getAttribute('aria-invalid') === 'true') await user.type(input, sentence);
    }
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('French'));
    expect(action).not.toHaveBeenCalled();
  });
});
