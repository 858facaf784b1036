import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { ErrorLine, ErrorLineProvider } from './ErrorLine.client';
import { ItemVersionProvider } from './ItemVersion.client';
import type { AdminPicture } from './machine-pictures';
import { MachinePictures } from './MachinePictures.client';
import { AdminIntl } from './test-support';

const addMachinePictureAction = jest.fn();
const updateMachinePictureAction = jest.fn();
const deleteMachinePictureAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machine-pictures', () => ({
  reorderMachinePicturesAction: jest.fn(),
  addMachinePictureAction: (input: unknown) => addMachinePictureAction(input),
  updateMachinePictureAction: (input: unknown) => updateMachinePictureAction(input),
  deleteMachinePictureAction: (input: unknown) => deleteMachinePictureAction(input),
}));
const uploadFile = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/uploads', () => ({ startUploadAction: jest.fn() }));
jest.mock('./uploadFile', () => ({
  ...jest.requireActual('./uploadFile'),
  uploadFile: (...args: unknown[]) => uploadFile(...args),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin' }));

const limits = { image: 20, video: 200 };

const front: AdminPicture = {
  id: 9,
  url: 'https://cdn.example.ch/machines/3/front.png',
  type: 'image/png',
  description: 'Front view',
  width: 40,
  height: 30,
  fallback: {},
  priority: 0,
  description_en: 'Front view',
  description_fr: 'Vue de face',
  description_de: '',
  description_it: '',
  description_es: '',
};

/** The section inside the screen's error line, as on the machine screen. */

const show = (pictures: AdminPicture[]) =>
  render(
    <ErrorLineProvider>
      <ErrorLine sticky />
      <MachinePictures machineId={3} pictures={pictures} locale="en" limits={limits} />
    </ErrorLineProvider>,
    { wrapper: AdminIntl },
  );

const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add Pictures or Videos'), { target: { files } });

beforeEach(() => jest.resetAllMocks());

describe('MachinePictures', () => {
  it('after a colleague’s alt text refused mine, Reload shows theirs in the field and mine under it', async () => {
    updateMachinePictureAction.mockResolvedValue({
      ok: false,
      error: 'conflict',
      conflict: { by: 'anna', at: '2026-03-02T09:15:00Z' },
    });
    const machine = (version: number, picture: AdminPicture) => (
      <ErrorLineProvider>
        <ItemVersionProvider version={version}>
          <ErrorLine sticky />
          <MachinePictures machineId={3} pictures={[picture]} locale="en" limits={limits} />
        </ItemVersionProvider>
      </ErrorLineProvider>
    );
    const { rerender } = render(machine(4, front), { wrapper: AdminIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alt Text' }));
    fireEvent.change(screen.getByLabelText('Alt text (English)'), { target: { value: 'Front, guard open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/anna changed the same thing/);
    expect(updateMachinePictureAction).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    const theirs = { ...front, description: 'Front, from the gate', description_en: 'Front, from the gate' };
    // The router renders the page again within the Reload's transition.
    refresh.mockImplementation(() => rerender(machine(6, theirs)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(screen.getByLabelText('Alt text (English)')).toHaveValue('Front, from the gate'));
    const kept = screen.getByRole('group', { name: 'Your unsaved text for Alt text' });
    expect(kept).toHaveTextContent('Front, guard open');
    fireEvent.click(within(kept).getByRole('button', { name: 'Put back in the field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMachinePictureAction).toHaveBeenLastCalledWith(
        expect.objectContaining({ changes: { description_en: 'Front, guard open' }, version: 6 }),
      ),
    );
  });

  it('sends each chosen file with its progress, hands in its ticket, then reloads the gallery', async () => {
    let finish!: (value: unknown) => void;
    uploadFile.mockImplementation((_file, _target, onProgress: (fraction: number) => void) => {
      onProgress(0.42);
      return new Promise((resolve) => (finish = resolve));
    });
    addMachinePictureAction.mockResolvedValue({ ok: true, data: front });
    show([]);
    choose(new File(['video bytes'], 'press.mp4', { type: 'video/mp4' }));

    expect(await screen.findByText('Sending press.mp4: 42%')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), { kind: 'machine', id: 3 }, expect.any(Function));
    finish({ ok: true, data: { ticket: 'sealed' } });
    await waitFor(() => expect(screen.queryByText(/Sending press.mp4/)).not.toBeInTheDocument());
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
    expect(addMachinePictureAction).toHaveBeenCalledWith({
      machineId: 3,
      picture: { ticket: 'sealed', type: 'video/mp4' },
    });
    expect(screen.queryByText(/Sending press.mp4/)).not.toBeInTheDocument();
  });

  it('says which file was refused and why, and goes on with the next one', async () => {
    uploadFile.mockResolvedValue({ ok: true, data: { ticket: 'sealed' } });
    addMachinePictureAction
      .mockResolvedValueOnce({
        ok: false,
        error: 'invalid',
        fields: { image: 'The file is not a supported image or video' },
      })
      .mockResolvedValueOnce({ ok: true, data: front });
    show([]);
    choose(
      new File(['<svg/>'], 'logo.png', { type: 'image/png' }),
      new File(['png'], 'side.png', { type: 'image/png' }),
    );

    expect((await screen.findByText('logo.png:')).parentElement).toHaveTextContent(
      'logo.png: This file is not a supported image or video.',
    );
    await waitFor(() => expect(screen.queryByText(/Sending side.png/)).not.toBeInTheDocument());
    expect(addMachinePictureAction).toHaveBeenCalledTimes(2);
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('logo.png:')).not.toBeInTheDocument();
  });

  it('keeps a picture refused because of a colleague, and sends the same file again in one click after Reload', async () => {
    uploadFile.mockResolvedValue({ ok: true, data: { ticket: 'sealed' } });
    addMachinePictureAction
      .mockResolvedValueOnce({ ok: false, error: 'conflict', conflict: { by: 'anna', at: '2026-03-02T09:15:00Z' } })
      .mockResolvedValueOnce({ ok: true, data: front });
    const machine = (version: number, pictures: AdminPicture[]) => (
      <ErrorLineProvider>
        <ItemVersionProvider version={version}>
          <ErrorLine sticky />
          <MachinePictures machineId={3} pictures={pictures} locale="en" limits={limits} />
        </ItemVersionProvider>
      </ErrorLineProvider>
    );
    const { rerender } = render(machine(4, []), { wrapper: AdminIntl });
    const chosen = new File(['png'], 'side.png', { type: 'image/png' });
    choose(chosen);

    await screen.findByText(/anna changed the same thing/);
    expect((await screen.findByText('side.png:')).parentElement).toHaveTextContent(
      'side.png: not sent, because a colleague changed the pictures after you opened this page.',
    );
    refresh.mockImplementation(() => rerender(machine(6, [front])));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(addMachinePictureAction).toHaveBeenCalledTimes(2));
    expect(uploadFile).toHaveBeenLastCalledWith(chosen, { kind: 'machine', id: 3 }, expect.any(Function));
    expect(addMachinePictureAction).toHaveBeenLastCalledWith(expect.objectContaining({ version: 6 }));
    await waitFor(() => expect(screen.queryByText('side.png:')).not.toBeInTheDocument());
  });

  it('calls an empty file unsupported', async () => {
    uploadFile.mockResolvedValue({ ok: false, error: 'invalid', fields: { size: 'Too small' } });
    show([]);
    choose(new File([], 'empty.png', { type: 'image/png' }));
    expect((await screen.findByText('empty.png:')).parentElement).toHaveTextContent(
      'empty.png: This file is not a supported image or video.',
    );
  });

  it('refuses a file over the limit before sending it', async () => {
    uploadFile.mockResolvedValue({ ok: false, error: 'tooLarge' });
    show([]);
    choose(new File(['x'], 'huge.mov', { type: 'video/quicktime' }));
    expect((await screen.findByText('huge.mov:')).parentElement).toHaveTextContent(
      'huge.mov: The file is larger than the upload limit.',
    );
    expect(addMachinePictureAction).not.toHaveBeenCalled();
  });

  it('saves only the alt texts that changed', async () => {
    updateMachinePictureAction.mockResolvedValue({ ok: true, data: front });
    show([front]);
    expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alt Text' }));
    fireEvent.click(screen.getByRole('tab', { name: 'German' }));
    fireEvent.change(screen.getByLabelText('Alt text (German)'), { target: { value: ' Vorderansicht ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMachinePictureAction).toHaveBeenCalledWith({
        machineId: 3,
        pictureId: 9,
        changes: { description_de: 'Vorderansicht' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(screen.getByText('Saved.')).toHaveRole('status');
    // The action's answer carries the refreshed screen: nothing renders it a second time.
    expect(refresh).not.toHaveBeenCalled();
  });

  it('starts the alt text editor from the saved texts when the screen brings new ones', async () => {
    const { rerender } = show([front]);
    rerender(
      <ErrorLineProvider>
        <ErrorLine sticky />
        <MachinePictures
          machineId={3}
          pictures={[{ ...front, description: 'Side view', description_en: 'Side view' }]}
          locale="en"
          limits={limits}
        />
      </ErrorLineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alt Text' }));
    await waitFor(() => expect(screen.getByLabelText('Alt text (English)')).toHaveValue('Side view'));
  });

  it('opens the alt text editor with the focus in its field, and refuses a text too long without sending it', async () => {
    show([front]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alt Text' }));
    await waitFor(() => expect(screen.getByLabelText('Alt text (English)')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Alt text (English)'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Alt text (English)')).toHaveAccessibleDescription('This text is too long.'),
    );
    expect(updateMachinePictureAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Alt Text' })).toHaveFocus());
  });

  it("names each reorder handle by the picture's alt text, or by its place", () => {
    show([front, { ...front, id: 10, description: '', description_en: '' }]);
    expect(screen.getByRole('button', { name: 'Move Front view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move picture 2' })).toBeInTheDocument();
  });

  it("shows a failed delete in the screen's error line", async () => {
    deleteMachinePictureAction.mockResolvedValue({ ok: false, error: 'notFound' });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    show([front]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This item no longer exists. Reload the page.'),
    );
  });

  it('deletes a picture only after the confirmation', async () => {
    deleteMachinePictureAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    show([front]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the picture “Front view”?');
    expect(deleteMachinePictureAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMachinePictureAction).toHaveBeenCalledWith({ machineId: 3, pictureId: 9 }));
  });

  it('asks to delete "this picture" when it has no alt text in the admin’s language', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    show([{ ...front, description: 'Vue de face', description_en: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this picture?');
  });
});
