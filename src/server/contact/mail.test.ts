/** @jest-environment node */
import { company } from '@/config/company';
import { type Locale, locales } from '@/i18n/locales';

import { confirmationMessage, notificationMessage, type RequestMail } from './mail';
import type { contactRequests } from '../db/schema';

type ContactRequestRow = typeof contactRequests.$inferSelect;

/** 09:43:02 in Zurich, winter time. */
const receivedAt = new Date('2026-11-26T08:43:02Z');

function mail(fields: Partial<ContactRequestRow>, items: RequestMail['items'] = []): RequestMail {
  const request = {
    id: 42,
    kind: 'machine_quote',
    name: 'Zoë Bernasconi',
    entreprise: null,
    email: null,
    phonenumber: '091 555 01 23',
    object: 'Price of a Press 400',
    message: 'Delivery to Ticino?',
    machine_id: 3,
    machine_name: 'Press 400',
    page: '/it/macchine/3',
    language: 'it',
    received_at: receivedAt,
    challenge: 'solved',
    ...fields,
  } as ContactRequestRow;
  return { request, items, siteUrl: 'https://www.jorat.example' };
}

const quoteList = mail(
  {
    kind: 'quote_list',
    name: 'Anna Muster',
    entreprise: 'Muster Bau AG',
    email: 'anna@muster.example',
    object: null,
    machine_id: null,
    machine_name: null,
    page: null,
    language: 'de',
    challenge: 'unchecked',
  },
  [
    { id: 7, name: 'Hose crimper', quantity: 2, note: 'For 1/2" hoses\nwith the dies' },
    { id: null, name: 'Workshop press', quantity: 1, note: '' },
  ],
);

describe('the office’s notification', () => {
  it('is written in the office’s language: French', async () => {
    const { subject, text } = await notificationMessage(mail({}), 'fr');
    expect(subject).toBe('[Site web] Demande d’offre\u202F: Price of a Press 400 (Press 400)');
    expect(text).toContain('Demande\u202F: Demande d’offre (machine) #42\nNom\u202F: Zoë Bernasconi\n');
    expect(text).toContain('Machine\u202F: Press 400 (#3)\nObjet\u202F: Price of a Press 400\n');
    expect(text).toContain('Langue\u202F: italien\n');
    expect(text).toMatch(/Reçue\u202F: jeudi,? 26 novembre 2026 .*09:43:02.* \(2026-11-26T08:43:02\.000Z\)\n/);
    expect(text).toContain('Message\u202F:\nDelivery to Ticino?\n');
    expect(text).toContain('Dans l’administration\u202F: https://www.jorat.example/admin/inbox/42\n');
    // Fields the form does not have are left out.
    expect(text).not.toMatch(/Entreprise|E-mail|Contrôle anti-spam/);
  });

  it('is written in the office’s language: English, with “Subject”', async () => {
    const { subject, text } = await notificationMessage(mail({}), 'en');
    expect(subject).toBe('[Website] Quote request: Price of a Press 400 (Press 400)');
    expect(text).toContain('Request: Quote request (machine) #42\n');
    expect(text).toContain('Subject: Price of a Press 400\n');
    expect(text).toContain('Language: Italian\n');
    expect(text).toMatch(/Received: Thursday,? 26 November 2026 .*09:43:02/);
    expect(text).toContain('In the back office: https://www.jorat.example/admin/inbox/42\n');
  });

  it('lists a quote list’s machines and names a request sent without the spam check: German', async () => {
    const { subject, text } = await notificationMessage(quoteList, 'de');
    expect(subject).toBe('[Website] Offertanfrage für 2 Maschinen von Anna Muster: Hose crimper, Workshop press');
    expect(text).toContain('Anfrage: Offertanfrage (mehrere Maschinen) #42\n');
    expect(text).toContain('Firma: Muster Bau AG\nE-Mail: anna@muster.example\n');
    expect(text).toContain('Sprache: Deutsch\n');
    expect(text).toMatch(/Eingegangen: Donnerstag, 26\. November 2026 .*09:43:02/);
    expect(text).toContain('Spamprüfung: nicht durchgeführt (ohne JavaScript gesendet)\n');
    expect(text).toContain(
      'Maschinen:\n- 2 × Hose crimper (#7)\n   Bemerkung: For 1/2" hoses\n   with the dies\n- 1 × Workshop press\n',
    );
    expect(text).toContain('In der Verwaltung: https://www.jorat.example/admin/inbox/42\n');
  });

  it.each(locales)('has every text in %s', async (locale: Locale) => {
    for (const request of [mail({}), mail({ kind: 'contact', object: null, machine_name: null }), quoteList]) {
      const { subject, text } = await notificationMessage(request, locale);
      expect(subject).toMatch(/^\[[^\]]+\] \S/);
      expect(text).not.toMatch(/ContactNotification|fields\.|kinds\./);
      expect(text).toContain('https://www.jorat.example/admin/inbox/42');
    }
  });
});

describe('the visitor’s confirmation', () => {
  it.each([
    ['en', 'Kind regards'],
    ['fr', 'Meilleures salutations'],
    ['de', 'Freundliche Grüsse'],
    ['it', 'Cordiali saluti'],
    ['es', 'Atentamente'],
  ])('ends in %s with a closing formula before the company’s name', async (language, signOff) => {
    const { text } = await confirmationMessage(mail({ kind: 'contact', email: 'zoe@example.ch', language }));
    expect(text.endsWith(`\n\n${signOff}\n${company.name}\n`)).toBe(true);
  });
});

describe('what the visitor’s confirmation starts with', () => {
  it('is the company’s greeting and words, never a text the sender typed', async () => {
    const typed = 'Win a prize at https://spam.example';
    for (const language of ['en', 'fr', 'de', 'it', 'es']) {
      const { text } = await confirmationMessage(
        mail({ kind: 'contact', email: 'zoe@example.ch', language, name: typed }),
      );
      const [greeting, intro] = text.split('\n\n');
      expect(greeting).not.toContain(typed);
      expect(intro).not.toContain(typed);
      // The name is there, as a field of the request below.
      expect(text.indexOf(typed)).toBeGreaterThan(text.indexOf(intro!));
    }
  });
});
