import { fireEvent, render, screen, within } from '@testing-library/react';

import type { PublicPicture } from '@/server/catalogue/presenters';

import { MachineGallery } from './MachineGallery';

const labels = {
  gallery: 'Bilder und Videos',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  show: 'Bild {number} von {total} anzeigen',
  enlarge: '(vergrössern)',
  enlarged: 'Vergrössertes Bild',
  close: 'Vergrössertes Bild schliessen',
};

const picture = (id: number, fields: Partial<PublicPicture> = {}): PublicPicture => ({
  id,
  url: `/media/${id}.webp`,
  type: 'image/webp',
  description: `Ansicht ${id}`,
  width: 1200,
  height: 900,
  fallback: {},
  ...fields,
});

// jsdom's dialogs cannot be shown as modal: stand-ins that open and close them as a browser would. Nor has it
// pointer events: mouse events carry the same position.
beforeAll(() => {
  window.PointerEvent ??= MouseEvent as typeof PointerEvent;
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
});

describe('MachineGallery', () => {
  it('links the main picture to its large size, which works without JavaScript', () => {
    render(<MachineGallery pictures={[picture(1), picture(2)]} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Ansicht 1 (vergrössern)' });
    expect(link).toHaveAttribute('href', '/media/1.webp?w=1920');
    // The large picture is not fetched before it is asked for.
    expect(screen.getAllByRole('img', { name: 'Ansicht 1' })).toHaveLength(1);
  });

  it('opens the picture larger in a dialog, and closes it with its button', () => {
    render(<MachineGallery pictures={[picture(1), picture(2)]} labels={labels} />);
    fireEvent.click(screen.getByRole('link', { name: 'Ansicht 1 (vergrössern)' }));
    const dialog = screen.getByRole('dialog', { name: 'Vergrössertes Bild' });
    expect(dialog).toHaveAttribute('open');
    const large = within(dialog).getByRole('img', { name: 'Ansicht 1' });
    expect(large).toHaveAttribute('sizes', '100vw');
    expect(large.getAttribute('srcset')).toContain('/media/1.webp?w=1920 1920w');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vergrössertes Bild schliessen' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    render(<MachineGallery pictures={[picture(1)]} labels={labels} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });

  it('does not enlarge a picture at the end of a swipe', () => {
    render(<MachineGallery pictures={[picture(1), picture(2)]} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Ansicht 1 (vergrössern)' });
    fireEvent.pointerDown(link, { clientX: 300 });
    fireEvent.pointerUp(link, { clientX: 100 });
    fireEvent.click(screen.getByRole('link', { name: 'Ansicht 2 (vergrössern)' }));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });

  it('marks an alt text shown in another language with that language, enlarged too', () => {
    render(
      <MachineGallery
        pictures={[picture(1, { description: 'Front view', fallback: { description: 'en' } })]}
        labels={labels}
      />,
    );
    expect(screen.getByRole('img', { name: 'Front view' })).toHaveAttribute('lang', 'en');
    fireEvent.click(screen.getByRole('link'));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Front view' })).toHaveAttribute('lang', 'en');
  });

  it('shows a video as it is, without a link', () => {
    render(<MachineGallery pictures={[picture(1, { type: 'video/mp4', url: '/media/1.mp4' })]} labels={labels} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
