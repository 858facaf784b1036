import { fireEvent, screen, waitFor } from '@testing-library/react';

import { NewsTitlesForm } from './NewsTitlesForm.client';
import { renderInAdminScreen } from './test-support';

const updateNewsTitlesAction = jest.fn();
const deleteNewsAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news', () => ({
  updateNewsTitlesAction: (input: unknown) => updateNewsTitlesAction(input),
  deleteNewsAction: (input: unknown) => deleteNewsAction(input),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/admin/news/5' }));

const titles = {
  title_en: 'Open day',
  title_fr: 'Journée portes ouvertes',
  title_de: 'Tag der offenen Tür',
  title_it: 'Giornata delle porte aperte',
  title_es: 'Jornada de puertas abiertas',
};

beforeEach(() => jest.resetAllMocks());

describe('NewsTitlesForm', () => {
  it('says "Saved." once the titles are sent', async () => {
    updateNewsTitlesAction.mockResolvedValue({ ok: true, data: null });
    renderInAdminScreen(<NewsTitlesForm newsId={5} titles={titles} locale="en" />, { version: 1 });
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Open days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toHaveRole('status');
    expect(updateNewsTitlesAction).toHaveBeenCalledWith({ id: 5, changes: { title_en: 'Open days' }, version: 1 });
  });

  it('names the article when asking to delete it, then leads to the list, which says so', async () => {
    deleteNewsAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderInAdminScreen(<NewsTitlesForm newsId={5} titles={titles} locale="en" />, { version: 1 });
    const remove = screen.getByRole('button', { name: 'Delete news' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete the article “Open day”? You can restore it from the trash.');
    expect(deleteNewsAction).not.toHaveBeenCalled();
    fireEvent.click(remove);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/news?deleted=Open+day'));
    expect(deleteNewsAction).toHaveBeenCalledWith({ id: 5, version: 1 });
  });
});
