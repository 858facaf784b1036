import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { ItemVersionProvider } from './ItemVersion.client';
import { NewsCover } from './NewsCover.client';
import { AdminIntl } from './test-support';

const replaceNewsCoverAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news-cover', () => ({
  replaceNewsCoverAction: (input: unknown) => replaceNewsCoverAction(input),
}));
const uploadFile = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/uploads', () => ({ startUploadAction: jest.fn() }));
jest.mock('./uploadFile', () => ({
  ...jest.requireActual('./uploadFile'),
  uploadFile: (...args: unknown[]) => uploadFile(...args),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/news/5' }));

const article = (version: number, image: string) => (
  <ItemVersionProvider version={version}>
    <NewsCover newsId={5} image={image} imageType="image/png" locale="en" title="Open day" />
  </ItemVersionProvider>
);

beforeEach(() => jest.resetAllMocks());

describe('NewsCover', () => {
  it('keeps a cover refused because of a colleague, and sends the same file again in one click after Reload', async () => {
    uploadFile.mockResolvedValue({ ok: true, data: { ticket: 'sealed' } });
    replaceNewsCoverAction
      .mockResolvedValueOnce({ ok: false, error: 'conflict', conflict: { by: 'anna', at: '2026-03-02T09:15:00Z' } })
      .mockResolvedValueOnce({ ok: true, data: { image: '/media/news/5/mine.png', image_type: 'image/png' } });
    const { container, rerender } = render(article(4, '/media/news/5/old.png'), { wrapper: AdminIntl });
    const chosen = new File(['png'], 'mine.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [chosen] } });

    await screen.findByText(/anna changed the same thing/);
    expect(replaceNewsCoverAction).toHaveBeenCalledWith({ newsId: 5, ticket: 'sealed', version: 4 });
    refresh.mockImplementation(() => rerender(article(6, '/media/news/5/theirs.png')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(screen.getByRole('img', { name: 'Cover of “Open day”' })).toHaveAttribute(
      'src',
      expect.stringContaining('theirs.png'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send “mine.png” again' }));

    await waitFor(() => expect(replaceNewsCoverAction).toHaveBeenCalledTimes(2));
    expect(uploadFile).toHaveBeenLastCalledWith(chosen, { kind: 'news', id: 5 }, expect.any(Function));
    expect(replaceNewsCoverAction).toHaveBeenLastCalledWith({ newsId: 5, ticket: 'sealed', version: 6 });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover of “Open day”' })).toHaveAttribute(
        'src',
        expect.stringContaining('mine.png'),
      ),
    );
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
  });
});
