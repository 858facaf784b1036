import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { NewsCreateForm } from './NewsCreateForm.client';
import { renderInAdminScreen } from './test-support';

const createNewsAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news', () => ({
  createNewsAction: (input: unknown) => createNewsAction(input),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/admin/news' }));

/** Rendered inside the screen's error line, as the admin layout does. */
const render = (ui: ReactElement) => renderInAdminScreen(ui);

const titles = {
  English: ' Open day ',
  French: 'Portes ouvertes',
  German: 'Tag der offenen Tür',
  Italian: 'Porte aperte',
  Spanish: 'Puertas abiertas',
};
const fill = (values: Partial<Record<keyof typeof titles, string>>) => {
  for (const [language, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(`Title (${language})`), { target: { value } });
  }
};

beforeEach(() => jest.resetAllMocks());

describe('NewsCreateForm', () => {
  it('marks the titles left blank after trimming, opens their language, and sends nothing', async () => {
    render(<NewsCreateForm locale="en" />);
    fill({ ...titles, German: '   ' });
    fireEvent.click(screen.getByRole('button', { name: 'Create News' }));
    await waitFor(() => expect(screen.getByLabelText('Title (German)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Title (German)')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Title (English)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('tab', { name: /German/ })).toHaveAttribute('aria-selected', 'true');
    expect(createNewsAction).not.toHaveBeenCalled();
  });

  it('sends the five trimmed titles, then opens the new article', async () => {
    createNewsAction.mockResolvedValue({ ok: true, data: { id: 42 } });
    render(<NewsCreateForm locale="en" />);
    fill(titles);
    fireEvent.click(screen.getByRole('button', { name: 'Create News' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/news/42'));
    expect(createNewsAction).toHaveBeenCalledWith({
      title_en: 'Open day',
      title_fr: 'Portes ouvertes',
      title_de: 'Tag der offenen Tür',
      title_it: 'Porte aperte',
      title_es: 'Puertas abiertas',
    });
  });

  it('says why a create was refused', async () => {
    createNewsAction.mockResolvedValue({ ok: false, error: 'unauthorized' });
    render(<NewsCreateForm locale="en" />);
    fill(titles);
    fireEvent.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create news. Your session has ended. Please log in again.',
    );
    expect(push).not.toHaveBeenCalled();
  });
});
