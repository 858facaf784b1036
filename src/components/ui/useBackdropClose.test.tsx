import { fireEvent, render, screen } from '@testing-library/react';

import { useBackdropClose } from './useBackdropClose';

function Dialog() {
  return (
    <dialog open aria-label="Dialog" {...useBackdropClose()}>
      <input aria-label="Field" />
    </dialog>
  );
}

/** jsdom's dialogs have no close(): a stand-in that closes as a browser would. */
beforeAll(() => {
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
});

describe('useBackdropClose', () => {
  it('closes the dialog on a click of its backdrop', () => {
    render(<Dialog />);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('keeps it open on a click inside it', () => {
    render(<Dialog />);
    const field = screen.getByLabelText('Field');
    fireEvent.pointerDown(field);
    fireEvent.click(field);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('keeps it open when the press began inside and ended on the backdrop (a text selection)', () => {
    render(<Dialog />);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByLabelText('Field'));
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
  });
});
