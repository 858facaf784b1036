import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { ContentBlocks } from './ContentBlocks.client';
import { layOutRows, renderInAdminScreen } from './test-support';

const addContentBlockAction = jest.fn();
const updateContentBlockAction = jest.fn();
const deleteContentBlockAction = jest.fn();
const reorderContentBlocksAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news', () => ({
  addContentBlockAction: (input: unknown) => addContentBlockAction(input),
  updateContentBlockAction: (input: unknown) => updateContentBlockAction(input),
  deleteContentBlockAction: (input: unknown) => deleteContentBlockAction(input),
  reorderContentBlocksAction: (input: unknown) => reorderContentBlocksAction(input),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin' }));

/** Rendered inside the screen's error line, as the admin layout does. */
const render = (ui: ReactElement) => renderInAdminScreen(ui);

const languages = ['English', 'French', 'German', 'Italian', 'Spanish'];
const blockNamed = (id: number, title: string, priority: number) =>
  ({
    id,
    title,
    content: 'We open the workshop.',
    ...Object.fromEntries(
      ['en', 'fr', 'de', 'it', 'es'].flatMap((l) => [
        [`title_${l}`, `Day ${l}`],
        [`content_${l}`, `Text ${l}`],
      ]),
    ),
    priority,
  }) as never;
const block = blockNamed(7, 'The day', 0);

function addForm() {
  return within(screen.getByRole('form', { name: 'New content block' }));
}

beforeEach(() => jest.resetAllMocks());

describe('ContentBlocks add form', () => {
  it('marks every blank subtitle and content and sends nothing', async () => {
    render(<ContentBlocks newsId={3} blocks={[]} locale="en" />);
    const form = addForm();
    for (const language of languages)
      fireEvent.change(form.getByLabelText(`Subtitle (${language})`), { target: { value: `S ${language}` } });
    fireEvent.change(form.getByLabelText('Content (French)'), { target: { value: '  ' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Content' }));
    await waitFor(() => expect(form.getByLabelText('Content (French)')).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByLabelText('Content (Spanish)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Subtitle (French)')).not.toHaveAttribute('aria-invalid');
    expect(addContentBlockAction).not.toHaveBeenCalled();
  });

  it('sends the ten texts with the article, reloads the blocks and clears the form', async () => {
    addContentBlockAction.mockResolvedValue({ ok: true, data: null });
    render(<ContentBlocks newsId={3} blocks={[]} locale="en" />);
    const form = addForm();
    for (const language of languages) {
      fireEvent.change(form.getByLabelText(`Subtitle (${language})`), { target: { value: `S ${language}` } });
      fireEvent.change(form.getByLabelText(`Content (${language})`), { target: { value: `C ${language}` } });
    }
    fireEvent.click(form.getByRole('button', { name: 'Add Content' }));
    await waitFor(() => expect(form.getByLabelText('Subtitle (English)')).toHaveValue(''));
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
    expect(addContentBlockAction).toHaveBeenCalledWith({
      newsId: 3,
      block: expect.objectContaining({ title_en: 'S English', content_es: 'C Spanish', title_de: 'S German' }),
    });
    await waitFor(() => expect(form.getByLabelText('Subtitle (English)')).toHaveValue(''));
    expect(screen.getByText('The content block has been added.')).toHaveRole('status');
  });

  it('shows a refused add in the section error area', async () => {
    addContentBlockAction.mockResolvedValue({ ok: false, error: 'notFound' });
    render(<ContentBlocks newsId={3} blocks={[]} locale="en" />);
    const form = addForm();
    for (const language of languages) {
      fireEvent.change(form.getByLabelText(`Subtitle (${language})`), { target: { value: 'S' } });
      fireEvent.change(form.getByLabelText(`Content (${language})`), { target: { value: 'C' } });
    }
    fireEvent.click(form.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content could not be saved. This item no longer exists. Reload the page.',
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('ContentBlocks table', () => {
  it('saves a new priority on Enter, and refuses one that is not a whole number', async () => {
    updateContentBlockAction.mockResolvedValue({ ok: true, data: null });
    render(<ContentBlocks newsId={3} blocks={[block]} locale="en" />);
    const priority = screen.getByRole('spinbutton', { name: 'Priority, The day' });
    fireEvent.change(priority, { target: { value: '1.5' } });
    fireEvent.keyDown(priority, { key: 'Enter' });
    expect(
      await screen.findByText('The priority must be a whole number between −1,000,000 and 1,000,000.'),
    ).toBeInTheDocument();
    fireEvent.change(priority, { target: { value: '-2' } });
    fireEvent.keyDown(priority, { key: 'Enter' });
    await waitFor(() =>
      expect(updateContentBlockAction).toHaveBeenCalledWith({ newsId: 3, blockId: 7, changes: { priority: -2 } }),
    );
    expect(await screen.findByText('Saved.')).toHaveRole('status');
  });

  it('edits a block in place and sends only the changed texts', async () => {
    updateContentBlockAction.mockResolvedValue({ ok: true, data: null });
    render(<ContentBlocks newsId={3} blocks={[block]} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit: The day' }));
    expect(form.getByLabelText('Content (German)')).toHaveValue('Text de');
    fireEvent.change(form.getByLabelText('Subtitle (Italian)'), { target: { value: 'Il giorno' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateContentBlockAction).toHaveBeenCalledWith({
        newsId: 3,
        blockId: 7,
        changes: { title_it: 'Il giorno' },
      }),
    );
    expect(await screen.findByText('Saved.')).toHaveRole('status');
  });

  it('deletes a block only after the confirmation', async () => {
    deleteContentBlockAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<ContentBlocks newsId={3} blocks={[block]} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the content block “The day”?');
    expect(deleteContentBlockAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteContentBlockAction).toHaveBeenCalledWith({ newsId: 3, blockId: 7 }));
  });
});

describe('ContentBlocks reordering', () => {
  layOutRows();

  async function moveSecondUp() {
    const handle = screen.getByRole('button', { name: 'Move Second' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await screen.findByText('Second picked up, at position 2 of 2.');
    fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
    await screen.findByText('Second moved to position 1 of 2.');
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  }

  it('gives each block a handle; moved by keyboard, the new order is sent and the blocks reloaded', async () => {
    reorderContentBlocksAction.mockResolvedValue({ ok: true, data: null });
    render(<ContentBlocks newsId={3} blocks={[blockNamed(7, 'First', 0), blockNamed(8, 'Second', 1)]} locale="en" />);
    await moveSecondUp();
    await waitFor(() => expect(reorderContentBlocksAction).toHaveBeenCalledWith({ newsId: 3, ids: [8, 7] }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows a refused reorder in the section error area', async () => {
    reorderContentBlocksAction.mockResolvedValue({ ok: false, error: 'notFound' });
    render(<ContentBlocks newsId={3} blocks={[blockNamed(7, 'First', 0), blockNamed(8, 'Second', 1)]} locale="en" />);
    await moveSecondUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content could not be saved. This item no longer exists. Reload the page.',
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
