import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { NewsDateForm } from './NewsDateForm.client';
import { ErrorLine, ErrorLineProvider } from './ErrorLine.client';
import { ItemVersionProvider } from './ItemVersion.client';
import { AdminIntl, renderInAdminScreen } from './test-support';

const updateNewsPublicationAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news-publication', () => ({
  updateNewsPublicationAction: (input: unknown) => updateNewsPublicationAction(input),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/news/4', useRouter: () => ({ refresh }) }));

beforeEach(() => jest.resetAllMocks());

const renderForm = () => renderInAdminScreen(<NewsDateForm newsId={4} day="2026-03-15" latest="2036-11-26" />);
const field = () => screen.getByLabelText('Published on');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save date' }));

describe('NewsDateForm', () => {
  it('shows the publication day, bounded from 1990 to the latest day, and saves the day picked', async () => {
    updateNewsPublicationAction.mockResolvedValue({ ok: true, data: null });
    renderForm();
    expect(field()).toHaveValue('2026-03-15');
    expect(field()).toHaveAttribute('min', '1990-01-01');
    expect(field()).toHaveAttribute('max', '2036-11-26');
    expect(screen.getByRole('button', { name: 'Save date' })).toBeDisabled();
    fireEvent.change(field(), { target: { value: '2025-12-01' } });
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(updateNewsPublicationAction).toHaveBeenCalledWith({ id: 4, published_at: '2025-12-01' });
    expect(screen.getByRole('button', { name: 'Save date' })).toBeDisabled();
  });

  it('refuses a day before 1990 or left empty, saying why, and sends nothing', async () => {
    renderForm();
    for (const value of ['1989-12-31', '']) {
      fireEvent.change(field(), { target: { value } });
      save();
      await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
      expect(field()).toHaveAccessibleDescription(expect.stringContaining('Enter a date from 1 January 1990'));
    }
    expect(updateNewsPublicationAction).not.toHaveBeenCalled();
  });

  it('says so when the server refuses the change', async () => {
    updateNewsPublicationAction.mockResolvedValue({ ok: false, error: 'notFound' });
    renderForm();
    fireEvent.change(field(), { target: { value: '2024-02-29' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The publication date could not be saved.');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the day it could not save as a date in the admin’s language, once a colleague’s is reloaded', async () => {
    updateNewsPublicationAction.mockResolvedValue({
      ok: false,
      error: 'conflict',
      conflict: { by: 'jean', at: '2026-03-02T09:15:00Z' },
    });
    const screenOf = (version: number, day: string) => (
      <ErrorLineProvider>
        <ItemVersionProvider version={version}>
          <ErrorLine sticky />
          <NewsDateForm newsId={4} day={day} latest="2036-11-26" />
        </ItemVersionProvider>
      </ErrorLineProvider>
    );
    const { rerender } = render(screenOf(3, '2026-03-15'), { wrapper: AdminIntl });
    fireEvent.change(field(), { target: { value: '2026-04-01' } });
    save();
    await screen.findByText(/jean changed the same thing/);
    refresh.mockImplementation(() => rerender(screenOf(5, '2026-05-20')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(field()).toHaveValue('2026-05-20'));
    const kept = screen.getByRole('group', { name: 'Your unsaved text for Published on' });
    // As the admin's other dates are written (the test's admin language is English).
    expect(kept).toHaveTextContent('April 1, 2026');
    expect(kept).not.toHaveTextContent('2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Put back in the field' }));
    expect(field()).toHaveValue('2026-04-01');
  });
});
