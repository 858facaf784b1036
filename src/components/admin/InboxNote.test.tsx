import { fireEvent, screen, waitFor } from '@testing-library/react';

import { InboxNote } from './InboxNote.client';
import { renderInAdminScreen } from './test-support';

const editRequestNoteAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/inbox', () => ({
  editRequestNoteAction: (...args: unknown[]) => editRequestNoteAction(...args),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/inbox/4' }));

const note = { requestId: 4, noteId: 9, body: 'Caled back.', byline: 'alice, 26 Nov 2026, 10:00' };

beforeEach(() => editRequestNoteAction.mockReset());

describe('InboxNote', () => {
  it('offers no edit of another person’s note', () => {
    renderInAdminScreen(<InboxNote {...note} editable={false} />);
    expect(screen.getByText('Caled back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets its author correct it, sends the request, the note and the new text, and gives the focus back', async () => {
    editRequestNoteAction.mockResolvedValue({ ok: true, data: null });
    renderInAdminScreen(<InboxNote {...note} editable />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAccessibleDescription('alice, 26 Nov 2026, 10:00');
    fireEvent.click(edit);
    const text = screen.getByLabelText('Your note');
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveValue('Caled back.');
    fireEvent.change(text, { target: { value: 'Called back.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editRequestNoteAction).toHaveBeenCalledWith({ id: 4, note: 9, body: 'Called back.' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('refuses an empty note before sending it, and Cancel keeps the note as it was', async () => {
    renderInAdminScreen(<InboxNote {...note} editable />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(editRequestNoteAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Caled back.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your note')).not.toBeInTheDocument();
  });
});
