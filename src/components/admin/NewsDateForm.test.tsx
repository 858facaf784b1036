import { fireEvent, screen, waitFor } from '@testing-library/react';

import { NewsDateForm } from './NewsDateForm.client';
import { renderInAdminScreen } from './test-support';

const updateNewsPublicationAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/news-publication', () => ({
  updateNewsPublicationAction: (input: unknown) => updateNewsPublicationAction(input),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin/news/4' }));

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
});
