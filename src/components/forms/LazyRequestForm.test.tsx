import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { contactMessageSchema } from '@/schemas/contact';

import { nativeConstraints } from './constraints';
import { LazyRequestForm } from './LazyRequestForm.client';
import { RequestForm } from './RequestForm.client';
import { labels } from './test-labels';

jest.mock('@/app/(site)/_actions/send-request', () => ({ sendRequest: jest.fn() }));
jest.mock('./challenge-solver', () => ({ solveContactChallenge: jest.fn(() => new Promise(() => {})) }));

const props = {
  kind: 'contact' as const,
  labels,
  constraints: nativeConstraints(contactMessageSchema),
  page: '/fr/contact',
};

let root: Root | undefined;

/** The page as the server sends it (the form in place), hydrated as the browser does. */
async function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div>
      <RequestForm {...props} />
    </div>,
  );
  document.body.append(container);
  const serverForm = container.querySelector('form')!;
  await act(async () => {
    root = hydrateRoot(container, <LazyRequestForm {...props} />);
  });
  return { container, serverForm };
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('LazyRequestForm', () => {
  it('leaves the server’s form in place, then brings the live one with what was typed and the cursor', async () => {
    const { container, serverForm } = await serverPage();
    expect(container.querySelector('form')).toBe(serverForm);
    const name = screen.getByLabelText('Nom') as HTMLInputElement;
    name.value = 'Anna Muster';
    name.focus();
    name.setSelectionRange(2, 2);

    fireEvent.focus(name);
    await waitFor(() => expect(container.querySelector('form')).not.toBe(serverForm));
    const live = screen.getByLabelText('Nom') as HTMLInputElement;
    expect(live).not.toBe(name);
    expect(live).toHaveValue('Anna Muster');
    expect(live).toHaveFocus();
    expect(live.selectionStart).toBe(2);
    // The live form checks its fields itself.
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('answers a send before its code came with the live form’s own check, not the browser’s', async () => {
    const { container, serverForm } = await serverPage();
    const invalid = new Event('invalid', { cancelable: true });
    serverForm.querySelector('[name="name"]')!.dispatchEvent(invalid);
    expect(invalid.defaultPrevented).toBe(true);
    expect(await screen.findAllByText('Veuillez remplir ce champ.')).toHaveLength(5);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByLabelText('Nom')).toHaveFocus();
  });
});
