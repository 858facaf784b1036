import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import type { Publication } from '@/server/publication/publish';

import { ItemVersionProvider } from './ItemVersion.client';
import { PublicationPanel } from './PublicationPanel.client';
import { AdminIntl } from './test-support';

const publishAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/publication', () => ({
  publishAction: (input: unknown) => publishAction(input),
  unpublishAction: jest.fn(),
  discardDraftAction: jest.fn(),
  cancelScheduleAction: jest.fn(),
  previewAction: jest.fn(),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/machine/7' }));

const published: Publication = {
  status: 'published',
  publishAt: null,
  unpublishAt: null,
  hasDraft: false,
  draftLanguages: [],
  draftNeutral: false,
};

/** The box as the machine's screen renders it, which shows the latest change `mark`. */
const box = (publication: Publication, mark = 41) => (
  <AdminIntl>
    <ItemVersionProvider version={mark}>
      <PublicationPanel kind="machine" id={7} publication={publication} locale="en" />
    </ItemVersionProvider>
  </AdminIntl>
);

describe('PublicationPanel', () => {
  it('offers nothing to publish for a published machine without a draft', () => {
    render(box(published));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish at this time' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take off the site' })).toBeEnabled();
  });

  it('publishes the draft, based on the latest change the screen shows, and says so', async () => {
    publishAction.mockResolvedValue({ ok: true, data: { status: 'published', publishedNowInstead: false } });
    render(box({ ...published, hasDraft: true, draftLanguages: ['de'] }));
    expect(screen.getByText('Unpublished changes in: Deutsch.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishAction).toHaveBeenCalledWith({ kind: 'machine', id: 7, version: 41 }));
    expect(await screen.findByText('Published.')).toHaveRole('status');
    expect(refresh).toHaveBeenCalled();
  });
});
