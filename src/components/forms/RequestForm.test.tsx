import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { RequestForm, type RequestFormLabels } from './RequestForm.client';
import { fieldErrorKey } from '@/schemas/contact-form-state';

const sendRequest = jest.fn();
jest.mock('@/app/(site)/_actions/send-request', () => ({ sendRequest: (...args: unknown[]) => sendRequest(...args) }));

const labels: RequestFormLabels = {
  fields: {
    name: 'Nom',
    entreprise: 'Entreprise',
    email: 'E-mail',
    phonenumber: 'Téléphone',
    object: 'Objet',
    message: 'Message',
    product: 'Machine',
  },
  errors: {
    required: 'Veuillez remplir ce champ.',
    tooLong: 'Ce texte est trop long.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    product: 'Veuillez choisir une machine.',
    invalid: 'Veuillez vérifier ce champ.',
  },
  productPlaceholder: 'Choisissez une machine',
  requiredNote: 'Tous les champs sont obligatoires.',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  sent: 'Merci, votre message a bien été envoyé.',
  failed: 'Votre message n’a pas pu être envoyé.',
  rateLimited: 'Trop de messages.',
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => sendRequest.mockReset());

describe('RequestForm', () => {
  it('marks every empty field of a service quote and sends nothing', async () => {
    render(<RequestForm kind="serviceQuote" labels={labels} page="/fr/hydraulique" />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findAllByText('Veuillez remplir ce champ.')).toHaveLength(6);
    expect(screen.getByLabelText('Objet')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Objet')).toHaveAccessibleDescription('Veuillez remplir ce champ.');
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('checks the e-mail address and the phone number with the shared schema', async () => {
    render(<RequestForm kind="contact" labels={labels} page="/fr/contact" />);
    fill('E-mail', 'anna@');
    fill('Téléphone', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Objet')).not.toBeInTheDocument();
  });

  it('says "please check", not "fill in", of a field with a control character, and sends nothing', async () => {
    render(<RequestForm kind="contact" labels={labels} page="/fr/contact" />);
    fill('Nom', 'Anna\u0000Muster');
    fill('E-mail', 'anna@example.com\u0007');
    fill('Message', 'Bonjour\r\n\tà bientôt');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Veuillez vérifier ce champ.'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Veuillez vérifier ce champ.');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('sends a valid contact message with its page, then clears the fields and says so', async () => {
    sendRequest.mockResolvedValue({ status: 'sent', at: 1 });
    render(<RequestForm kind="contact" labels={labels} page="/fr/contact" />);
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
    render(<RequestForm kind="contact" labels={labels} page="/fr/contact" />);
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

  it('shows the errors the server found', async () => {
    sendRequest.mockResolvedValue({ status: 'invalid', fields: { product: 'product' }, values: {} });
    render(
      <RequestForm
        kind="machineQuote"
        labels={labels}
        page="/fr/machine/3"
        machines={[{ id: 3, name: 'Presse 100 t' }]}
        product={3}
      />,
    );
    expect(screen.getByLabelText('Machine')).toHaveValue('3');
    fill('Nom', 'Anna');
    fill('Téléphone', '021 555 00 00');
    fill('Objet', 'Prix');
    fill('Message', 'Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez choisir une machine.')).toBeInTheDocument();
  });
});

describe('fieldErrorKey', () => {
  it('turns the schemas’ messages into the forms’ error texts', () => {
    expect(fieldErrorKey('name', 'Required')).toBe('required');
    expect(fieldErrorKey('message', 'At most 5000 characters')).toBe('tooLong');
    expect(fieldErrorKey('email', 'Invalid e-mail address')).toBe('email');
    expect(fieldErrorKey('phonenumber', 'Invalid phone number')).toBe('phone');
    expect(fieldErrorKey('product', 'Choose a machine')).toBe('product');
    expect(fieldErrorKey('page', 'Must be a path')).toBe('invalid');
  });
});
