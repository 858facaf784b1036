import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { contactMessageSchema, machineQuoteSchema, serviceQuoteSchema } from '@/schemas/contact';
import { fieldErrorKey } from '@/schemas/contact-form-state';

import { nativeConstraints } from './constraints';
import { RequestForm } from './RequestForm.client';
import { labels } from './test-labels';

const sendRequest = jest.fn();
jest.mock('@/app/(site)/_actions/send-request', () => ({ sendRequest: (...args: unknown[]) => sendRequest(...args) }));

// The proof-of-work's fetch and Web Worker stand in for a solver that answers at once.
const solveContactChallenge = jest.fn();
jest.mock('./challenge-solver', () => ({ solveContactChallenge: () => solveContactChallenge() }));
let solved = 0;
const nextSolution = async () => ({ altcha: `solution-${++solved}`, expiresAt: Date.now() + 600_000 });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const constraints = {
  contact: nativeConstraints(contactMessageSchema),
  serviceQuote: nativeConstraints(serviceQuoteSchema),
  machineQuote: nativeConstraints(machineQuoteSchema),
};

const machine = { initial: { id: 3, name: 'Presse 100 t' }, searchUrl: '/api/machine/search?lang=fr' };

beforeEach(() => {
  sendRequest.mockReset();
  solveContactChallenge.mockReset().mockImplementation(nextSolution);
});

const fillContact = () => {
  fill('Nom', 'Anna Muster');
  fill('Entreprise', 'Muster SA');
  fill('E-mail', 'anna@example.com');
  fill('Téléphone', '+41 21 555 00 00');
  fill('Message', 'Bonjour');
};

describe('RequestForm', () => {
  it('marks every empty field of a service quote at once, before the server answers', async () => {
    let answer: (state: unknown) => void = () => {};
    sendRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <RequestForm kind="serviceQuote" labels={labels} constraints={constraints.serviceQuote} page="/fr/hydraulique" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findAllByText('Veuillez remplir ce champ.')).toHaveLength(6);
    expect(screen.getByLabelText('Objet')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Objet')).toHaveAccessibleDescription('Veuillez remplir ce champ.');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await act(async () => answer({ status: 'invalid', fields: { name: 'required' }, values: {} }));
  });

  it('gives each field the limits of the shared schema, so that the browser checks them without JavaScript', () => {
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    expect(screen.getByLabelText('Nom')).toBeRequired();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
    expect(screen.queryByLabelText('Objet')).not.toBeInTheDocument();
  });

  it('checks the e-mail address in the browser, and a blank of spaces as missing, as the visitor leaves a field', async () => {
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fill('E-mail', 'anna@');
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    fill('Nom', '   ');
    fireEvent.blur(screen.getByLabelText('Nom'));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Veuillez remplir ce champ.');
    fill('E-mail', 'anna@example.com');
    fireEvent.input(screen.getByLabelText('E-mail'));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid'));
  });

  it('shows, per field and in the page’s language, what the server’s schema refused (phone, control character)', async () => {
    sendRequest.mockResolvedValue({
      status: 'invalid',
      fields: { phonenumber: 'phone', name: 'invalid' },
      values: {},
    });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fill('Nom', 'Anna\u0007Muster');
    fill('Entreprise', 'Muster SA');
    fill('E-mail', 'anna@example.com');
    fill('Téléphone', '12');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Veuillez vérifier ce champ.');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Téléphone')).toHaveValue('12');
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
  });

  it('sends a valid contact message with its page, then clears the fields and says so', async () => {
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fill('Nom', 'Anna Muster');
    fill('Entreprise', 'Muster SA');
    fill('E-mail', 'anna@example.com');
    fill('Téléphone', '+41 21 555 00 00');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Merci, votre message a bien été envoyé.'),
    );
    const data = sendRequest.mock.calls[0][1] as FormData;
    expect(Object.fromEntries(data)).toMatchObject({ name: 'Anna Muster', page: '/fr/contact', website: '' });
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue(''));
  });

  it('keeps what was typed and shows a message when sending fails', async () => {
    sendRequest.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    for (const [label, value] of [
      ['Nom', 'Anna Muster'],
      ['Entreprise', 'Muster SA'],
      ['E-mail', 'anna@example.com'],
      ['Téléphone', '021 555 00 00'],
      ['Message', 'Bonjour'],
    ]) {
      fill(label!, value!);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre message n’a pas pu être envoyé.');
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
  });

  it('sends the machine of the page unless another one is chosen', async () => {
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(
      <RequestForm
        kind="machineQuote"
        labels={labels}
        constraints={constraints.machineQuote}
        page="/fr/machine/3"
        machine={machine}
      />,
    );
    expect(screen.getByLabelText('Machine')).toHaveValue('Presse 100 t');
    expect(screen.getByLabelText('Machine')).toHaveAccessibleDescription(
      'Tapez un nom pour choisir une autre machine.',
    );
    fill('Nom', 'Anna');
    fill('Téléphone', '021 555 00 00');
    fill('Objet', 'Prix');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    expect((sendRequest.mock.calls[0][1] as FormData).get('product')).toBe('3');
  });

  it('asks for an e-mail address and a company, which may be left blank', async () => {
    render(
      <RequestForm
        kind="machineQuote"
        labels={labels}
        constraints={constraints.machineQuote}
        page="/fr/machine/3"
        machine={machine}
      />,
    );
    expect(screen.getByText('Les champs facultatifs peuvent rester vides.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail (facultatif)')).not.toBeRequired();
    expect(screen.getByLabelText('E-mail (facultatif)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Entreprise (facultatif)')).not.toBeRequired();
    expect(screen.getByLabelText('Nom')).toBeRequired();
  });

  it('shows the errors the server found', async () => {
    sendRequest.mockResolvedValue({ status: 'invalid', fields: { product: 'product' }, values: {} });
    render(
      <RequestForm
        kind="machineQuote"
        labels={labels}
        constraints={constraints.machineQuote}
        page="/fr/machine/3"
        machine={machine}
      />,
    );
    fill('Nom', 'Anna');
    fill('Téléphone', '021 555 00 00');
    fill('Objet', 'Prix');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez choisir une machine.')).toBeInTheDocument();
    expect(screen.getByLabelText('Machine')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RequestForm, while the server judges what was sent', () => {
  it('leaves a field corrected meanwhile to the browser, and the focus where the visitor is', async () => {
    let answer: (state: unknown) => void = () => {};
    sendRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.input(screen.getByLabelText('Nom'), { target: { value: 'Anna Muster' } });
    expect(screen.getByLabelText('Nom')).not.toHaveAttribute('aria-invalid');
    screen.getByLabelText('Message').focus();
    await act(async () =>
      answer({ status: 'invalid', fields: { name: 'required', message: 'required', email: 'required' }, values: {} }),
    );
    expect(screen.getByLabelText('Nom')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('moves the focus to a mistake only the server found', async () => {
    sendRequest.mockResolvedValue({ status: 'invalid', fields: { phonenumber: 'phone' }, values: {} });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide.')).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveFocus();
  });
});

describe('RequestForm’s spam check', () => {
  it('starts solving when the visitor enters the form, once, and sends the solution with the form', async () => {
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    expect(solveContactChallenge).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Nom'));
    fireEvent.focus(screen.getByLabelText('Message'));
    // The solver is loaded on demand, so it starts a moment later.
    await waitFor(() => expect(solveContactChallenge).toHaveBeenCalled());
    expect(solveContactChallenge).toHaveBeenCalledTimes(1);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    expect((sendRequest.mock.calls[0][1] as FormData).get('altcha')).toBe(`solution-${solved}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server refuses the solution, keeps the fields, and sends a new one the next time', async () => {
    sendRequest.mockResolvedValueOnce({ status: 'failed', reason: 'challenge', values: { message: 'Bonjour' } });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notre contrôle automatique contre le spam n’a pas abouti.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
    const first = (sendRequest.mock.calls[0][1] as FormData).get('altcha');
    sendRequest.mockResolvedValueOnce({ status: 'sent', at: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(2));
    expect((sendRequest.mock.calls[1][1] as FormData).get('altcha')).not.toBe(first);
  });

  it('sends the form without a solution when none can be had, for the server to judge', async () => {
    solveContactChallenge.mockResolvedValue(null);
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    expect((sendRequest.mock.calls[0][1] as FormData).get('altcha')).toBe('');
  });

  it('solves again a solution whose challenge expires before it is sent', async () => {
    solveContactChallenge.mockResolvedValueOnce({ altcha: 'stale', expiresAt: Date.now() + 1_000 });
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fireEvent.focus(screen.getByLabelText('Nom'));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    expect((sendRequest.mock.calls[0][1] as FormData).get('altcha')).toBe(`solution-${solved}`);
  });

  it('sends a form the browser found wrong at once, without waiting for the solution or spending it', async () => {
    solveContactChallenge.mockReturnValue(new Promise(() => {}));
    sendRequest.mockResolvedValue({ status: 'invalid', fields: { name: 'required' }, values: {} });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fireEvent.focus(screen.getByLabelText('Nom'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    expect((sendRequest.mock.calls[0][1] as FormData).get('altcha')).toBe('');
  });

  it('sends the corrected form with the solution the server left unspent when it refused a field', async () => {
    sendRequest
      .mockResolvedValueOnce({ status: 'invalid', fields: { phonenumber: 'phone' }, values: {} })
      .mockResolvedValueOnce({ status: 'sent', at: 2 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide.')).toBeInTheDocument();
    fill('Téléphone', '021 555 00 00');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(2));
    const sent = sendRequest.mock.calls.map((call) => (call[1] as FormData).get('altcha'));
    expect(sent).toEqual([`solution-${solved}`, `solution-${solved}`]);
    expect(solveContactChallenge).toHaveBeenCalledTimes(1);
  });

  it('waits twenty seconds at most for a solution that does not come, then sends without it', async () => {
    jest.useFakeTimers();
    try {
      solveContactChallenge.mockReturnValue(new Promise(() => {}));
      sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
      render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
      fillContact();
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
      await act(() => jest.advanceTimersByTimeAsync(19_900));
      expect(sendRequest).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(sendRequest).toHaveBeenCalledTimes(1);
      expect((sendRequest.mock.calls[0][1] as FormData).get('altcha')).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the privacy note', () => {
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    expect(screen.getByRole('link', { name: 'Protection des données' })).toHaveAttribute('href', '/fr/confidentialite');
  });
});

describe('RequestForm’s files', () => {
  const choose = (files: File[]) =>
    fireEvent.change(screen.getByLabelText('Plans ou photos (facultatif)'), { target: { files } });
  const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('offers the accepted formats, and says what it takes', () => {
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    const field = screen.getByLabelText('Plans ou photos (facultatif)');
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute('multiple');
    expect(field.getAttribute('accept')).toContain('.dwg');
    expect(field).toHaveAccessibleDescription('Jusqu’à 5 fichiers, 20 Mo au total.');
  });

  it.each([
    [
      'six files',
      Array.from({ length: 6 }, (_, index) => pdf(`plan-${index}.pdf`)),
      'Vous pouvez envoyer 5 fichiers au plus.',
    ],
    [
      'files over 20 MB in all',
      [pdf('a.pdf', 12 * 1024 * 1024), pdf('b.pdf', 9 * 1024 * 1024)],
      'Les fichiers dépassent 20 Mo au total.',
    ],
    ['an empty file', [pdf('plan.pdf', 0)], 'L’un des fichiers est vide.'],
    ['a program', [new File(['MZ'], 'setup.exe')], 'L’un des fichiers n’est pas un fichier accepté.'],
  ])('refuses %s at once, and sends nothing', async (_, files, message) => {
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    choose(files);
    const field = screen.getByLabelText('Plans ou photos (facultatif)');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('sends a form with accepted files (what the form data holds is proven in the browser, e2e/forms.spec.ts)', async () => {
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    choose([pdf('plan.pdf'), new File(['x'], 'photo.HEIC')]);
    expect(screen.getByLabelText('Plans ou photos (facultatif)')).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(1));
  });

  it('shows beside the file field that the server refused a file for its bytes', async () => {
    sendRequest.mockResolvedValue({ status: 'invalid', fields: { attachments: 'fileType' }, values: {} });
    render(<RequestForm kind="contact" labels={labels} constraints={constraints.contact} page="/fr/contact" />);
    fillContact();
    choose([pdf('plan.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('L’un des fichiers n’est pas un fichier accepté.')).toBeInTheDocument();
    expect(screen.getByLabelText('Plans ou photos (facultatif)')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    expect(screen.getByLabelText('Nom')).toHaveValue('Anna Muster');
  });
});

describe('fieldErrorKey', () => {
  it('turns a refusal of the files into its error text, from the schema’s code or the server’s message', () => {
    expect(fieldErrorKey('attachments', 'tooLong')).toBe('filesTooMany');
    expect(fieldErrorKey('attachments', 'At most 5 files')).toBe('filesTooMany');
    expect(fieldErrorKey('attachments', 'filesTooLarge')).toBe('filesTooLarge');
    expect(fieldErrorKey('attachments.1', 'The file is empty')).toBe('fileEmpty');
    expect(fieldErrorKey('attachments.0', 'Not a PDF, DXF, DWG, STEP, IGES, JPEG, PNG or HEIC file')).toBe('fileType');
  });

  it('turns the codes of refused fields into the forms’ error texts', () => {
    expect(fieldErrorKey('name', 'required')).toBe('required');
    expect(fieldErrorKey('message', 'tooLong')).toBe('tooLong');
    expect(fieldErrorKey('email', 'invalid')).toBe('email');
    expect(fieldErrorKey('phonenumber', 'invalid')).toBe('phone');
    expect(fieldErrorKey('product', 'invalid')).toBe('product');
    expect(fieldErrorKey('page', 'invalid')).toBe('invalid');
  });
});
