import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { LeaveWarningProvider, useConfirmLeave, useLeaveWarning } from './LeaveWarning.client';
import { AdminIntl } from './test-support';

/* eslint-disable @next/next/no-html-link-for-pages -- the anchors Link renders, without a router to follow them */
function Editor() {
  const [value, setValue] = useState('');
  useLeaveWarning(value !== '');
  const confirmLeave = useConfirmLeave();
  return (
    <>
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <a href="/admin/machine">Go Back</a>
      <a href="/en/machine/1" target="_blank">
        View on site
      </a>
      <button type="button" onClick={() => confirmLeave() && window.dispatchEvent(new Event('left'))}>
        Open row
      </button>
    </>
  );
}

const show = () =>
  render(
    <LeaveWarningProvider>
      <Editor />
    </LeaveWarningProvider>,
    { wrapper: AdminIntl },
  );

/** Clicks `element` and tells whether the click was let through. */
const click = (element: HTMLElement) => fireEvent.click(element);
/* eslint-enable @next/next/no-html-link-for-pages */

beforeEach(() => jest.restoreAllMocks());

describe('LeaveWarning', () => {
  it('lets every link through while nothing is unsaved', () => {
    const confirm = jest.spyOn(window, 'confirm');
    show();
    expect(click(screen.getByRole('link', { name: 'Go Back' }))).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before following a link away from unsaved edits, and stays when told to', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    show();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Press' } });
    expect(click(screen.getByRole('link', { name: 'Go Back' }))).toBe(false);
    expect(confirm).toHaveBeenCalledWith('You have changes that are not saved yet. Leave this page and lose them?');
    expect(click(screen.getByRole('link', { name: 'Go Back' }))).toBe(true);
  });

  it('does not ask for a link that opens in another tab', () => {
    const confirm = jest.spyOn(window, 'confirm');
    show();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Press' } });
    click(screen.getByRole('link', { name: 'View on site' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks for a navigation made in code, and stops asking once the edit is undone', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    show();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open row' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open row' }));
    click(screen.getByRole('link', { name: 'Go Back' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('makes the browser ask before the page is reloaded or closed with unsaved edits', () => {
    show();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Press' } });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
