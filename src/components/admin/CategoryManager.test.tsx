import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { type AdminCategory, CategoryManager } from './CategoryManager.client';
import { confirmTranslationAction, suggestTranslationsAction } from '@/app/(admin)/admin/_actions/translations';

import { layOutRows, renderInAdminScreen } from './test-support';
import { TranslationEditingProvider } from './TranslationEditing.client';

const createCategoryAction = jest.fn();
const updateCategoryAction = jest.fn();
const deleteCategoryAction = jest.fn();
const reorderCategoriesAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/categories', () => ({
  createCategoryAction: (input: unknown) => createCategoryAction(input),
  updateCategoryAction: (input: unknown) => updateCategoryAction(input),
  deleteCategoryAction: (input: unknown) => deleteCategoryAction(input),
  reorderCategoriesAction: (input: unknown) => reorderCategoriesAction(input),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin' }));

/** Rendered inside the screen's error line, as the admin layout does. */
const render = (ui: ReactElement) => renderInAdminScreen(ui);

const presses: AdminCategory = {
  id: 4,
  name: 'Presses',
  name_en: 'Presses',
  name_fr: 'Presses',
  name_de: 'Pressen',
  name_it: 'Presse',
  name_es: 'Prensas',
  priority: 0,
  version: 1,
};

beforeEach(() => jest.resetAllMocks());

describe('CategoryManager', () => {
  it('keeps the names a colleague’s change refused under the row reloaded with theirs, to put back', async () => {
    updateCategoryAction.mockResolvedValue({
      ok: false,
      error: 'conflict',
      conflict: { by: 'jean', at: '2026-03-02T09:15:00Z' },
    });
    const { rerender } = render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    fireEvent.change(screen.getByLabelText('DE, Presses'), { target: { value: 'Pressen (meine)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/jean changed the same thing/)).toBeVisible();
    const theirs = { ...presses, name_de: 'Pressen (seine)', version: 2 };
    // The router renders the page again within the Reload's transition.
    refresh.mockImplementation(() => rerender(<CategoryManager categories={[theirs]} machines={{}} locale="en" />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(screen.getByLabelText('DE, Presses')).toHaveValue('Pressen (seine)');
    const kept = screen.getByRole('group', { name: 'Your unsaved text for DE, Presses' });
    expect(kept).toHaveTextContent('Pressen (meine)');
    fireEvent.click(within(kept).getByRole('button', { name: 'Put back in the field' }));
    expect(screen.getByLabelText('DE, Presses')).toHaveValue('Pressen (meine)');
  });

  it('marks the names left blank after trimming and sends nothing', async () => {
    render(<CategoryManager categories={[]} machines={{}} locale="en" />);
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Presses' } });
    fireEvent.change(screen.getByLabelText('Name in German'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(screen.getByLabelText('Name in German')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name in English')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name in German')).toHaveAccessibleDescription('Please fill in every name.');
    expect(createCategoryAction).not.toHaveBeenCalled();
  });

  it('says a name is too long rather than missing', async () => {
    render(<CategoryManager categories={[]} machines={{}} locale="en" />);
    for (const label of ['Name in English', 'Name in French', 'Name in German', 'Name in Spanish', 'Name in Italian']) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(201) } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name in German')).toHaveAccessibleDescription(
        'A name may have at most 200 characters.',
      ),
    );
    expect(createCategoryAction).not.toHaveBeenCalled();
  });

  it('says "please check" of a name with a control character, in the add row and in a row', async () => {
    render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Pres\u0000ses' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name in English')).toHaveAccessibleDescription('Please check this name.'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'EN, Presses' }), { target: { value: 'Pres\u007fses' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check this name.');
    expect(createCategoryAction).not.toHaveBeenCalled();
    expect(updateCategoryAction).not.toHaveBeenCalled();
  });

  it('sends the five trimmed names, then reloads the list', async () => {
    createCategoryAction.mockResolvedValue({ ok: true, data: presses });
    render(<CategoryManager categories={[]} machines={{}} locale="en" />);
    for (const [label, value] of Object.entries({
      'Name in English': ' Presses ',
      'Name in French': 'Presses',
      'Name in German': 'Pressen',
      'Name in Spanish': 'Prensas',
      'Name in Italian': 'Presse',
    })) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(screen.getByLabelText('Name in English')).toHaveValue(''));
    expect(screen.getByText('The category “Presses” has been added.')).toHaveRole('status');
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
    expect(createCategoryAction).toHaveBeenCalledWith(
      expect.objectContaining({ name_en: 'Presses', name_de: 'Pressen' }),
    );
  });

  it('saves only the changed field of a row, and refuses a priority that is not a whole number', async () => {
    updateCategoryAction.mockResolvedValue({ ok: true, data: presses });
    render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Priority, Presses' }), { target: { value: '1.5' } });
    fireEvent.click(save);
    expect(
      await screen.findByText('The priority must be a whole number between −1,000,000 and 1,000,000.'),
    ).toBeInTheDocument();
    expect(updateCategoryAction).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Priority, Presses' }), { target: { value: '3' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(updateCategoryAction).toHaveBeenCalledWith({ id: 4, changes: { priority: 3 }, version: 1 }),
    );
    expect(await screen.findByText('Saved.')).toHaveRole('status');
  });

  it('names the category in the admin’s language in the added message', async () => {
    createCategoryAction.mockResolvedValue({ ok: true, data: presses });
    render(<CategoryManager categories={[]} machines={{}} locale="de" />);
    for (const [label, value] of Object.entries({
      'Name in English': 'Presses',
      'Name in French': 'Presses',
      'Name in German': 'Pressen',
      'Name in Spanish': 'Prensas',
      'Name in Italian': 'Presse',
    })) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('The category “Pressen” has been added.')).toHaveRole('status');
  });

  it('clears "Saved." when the next call fails', async () => {
    updateCategoryAction.mockResolvedValueOnce({ ok: true, data: presses });
    deleteCategoryAction.mockResolvedValue({ ok: false, error: 'unexpected' });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Priority, Presses' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toHaveRole('status');
    // "Saved." shows before the save's transition has ended, which keeps Delete disabled a moment longer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('names a category no machine uses in its confirmation', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the category “Presses”?');
  });

  it('lists the machines a category will leave, up to five, then how many more', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const five = ['Bender', 'Crimper', 'Drill', 'Press', 'Saw'];
    const { unmount } = render(
      <CategoryManager
        categories={[presses]}
        machines={{ 4: { names: ['HP-100 workshop press'], count: 1 } }}
        locale="en"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete the category “Presses”? It will be removed from one machine: HP-100 workshop press.',
    );
    unmount();
    render(<CategoryManager categories={[presses]} machines={{ 4: { names: five, count: 8 } }} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete the category “Presses”? It will be removed from 8 machines: Bender, Crimper, Drill, Press, Saw, and 3 more.',
    );
  });

  it('deletes only after the confirmation, and shows a failure', async () => {
    deleteCategoryAction.mockResolvedValue({ ok: false, error: 'unauthorized' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<CategoryManager categories={[presses]} machines={{}} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the category “Presses”?');
    expect(deleteCategoryAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(deleteCategoryAction).toHaveBeenCalledWith({ id: 4, version: 1 });
  });
});

describe('CategoryManager reordering', () => {
  layOutRows();

  const saws: AdminCategory = { ...presses, id: 5, name: 'Saws', name_en: 'Saws', priority: 1 };

  async function moveSawsUp() {
    render(<CategoryManager categories={[presses, saws]} machines={{}} locale="en" />);
    const handle = screen.getByRole('button', { name: 'Move Saws' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await screen.findByText('Saws picked up, at position 2 of 2.');
    fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
    await screen.findByText('Saws moved to position 1 of 2.');
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  }

  it('moved by keyboard, sends the new order of the whole list and reloads it', async () => {
    reorderCategoriesAction.mockResolvedValue({ ok: true, data: null });
    await moveSawsUp();
    await waitFor(() => expect(reorderCategoriesAction).toHaveBeenCalledWith({ ids: [5, 4] }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows a refused reorder', async () => {
    reorderCategoriesAction.mockResolvedValue({ ok: false, error: 'notFound' });
    await moveSawsUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This item no longer exists. Reload the page.');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('a category whose names changed in one language', () => {
  const untranslated = { ...presses, name_it: '' };
  const renderWithStates = (suggest: boolean) =>
    render(
      <TranslationEditingProvider
        items={{
          'category:4': {
            name: {
              source: ['de'],
              states: { en: 'outdated', fr: 'outdated', de: 'current', it: 'missing', es: 'outdated' },
            },
          },
        }}
        suggest={suggest}
        locale="en"
      >
        <CategoryManager categories={[untranslated]} machines={{}} locale="en" />
      </TranslationEditingProvider>,
    );

  it('shows each name’s state, confirms one as still right, and copies the one changed first into an empty one', async () => {
    jest.mocked(confirmTranslationAction).mockResolvedValue({ ok: true, data: null });
    renderWithStates(false);
    expect(screen.getAllByText('Out of date')).toHaveLength(3);
    expect(screen.getByText('Missing')).toBeInTheDocument();
    expect(screen.getByText('changed first')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm that the English Presses is still right' }));
    await waitFor(() =>
      expect(confirmTranslationAction).toHaveBeenCalledWith({ kind: 'category', id: 4, field: 'name', language: 'en' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy the German text' }));
    expect(screen.getByRole('textbox', { name: 'IT, Presses' })).toHaveValue('Pressen');
    expect(screen.queryByRole('button', { name: 'Suggest a translation' })).not.toBeInTheDocument();
  });

  it('fills the names that need it with suggestions, unsaved until Save', async () => {
    jest.mocked(suggestTranslationsAction).mockResolvedValue({
      ok: true,
      data: [{ en: 'Presses (hydraulic)', fr: 'Presses hydrauliques', it: 'Presse', es: 'Prensas' }],
    });
    updateCategoryAction.mockResolvedValue({ ok: true, data: null });
    renderWithStates(true);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a translation' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'IT, Presses' })).toHaveValue('Presse'));
    expect(suggestTranslationsAction).toHaveBeenCalledWith({
      texts: [{ from: 'de', text: 'Pressen', to: ['en', 'fr', 'it', 'es'] }],
    });
    expect(screen.getAllByText('Suggestion, not saved')).toHaveLength(4);
    expect(updateCategoryAction).not.toHaveBeenCalled();
    // The suggestion's values show before its transition has ended, which keeps Save disabled a moment longer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCategoryAction).toHaveBeenCalled());
    expect(updateCategoryAction.mock.calls[0][0].changes).toMatchObject({
      name_it: 'Presse',
      name_fr: 'Presses hydrauliques',
    });
  });
});

describe('for a translator', () => {
  const saws: AdminCategory = { ...presses, id: 5, name: 'Saws', name_en: 'Saws', priority: 1 };

  it('offers no handle to reorder: reordering is the editors’', () => {
    render(
      <TranslationEditingProvider items={{}} suggest={false} locale="en" editable={['fr']} manage={false}>
        <CategoryManager categories={[presses, saws]} machines={{}} locale="en" />
      </TranslationEditingProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'FR, Presses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('while an editor has one for each category', () => {
    render(<CategoryManager categories={[presses, saws]} machines={{}} locale="en" />);
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(2);
  });
});
