/**
 * The two e-mails of a contact message or quote request: the notification that tells the office, in English with a
 * link to the request in the back office, and the confirmation to the visitor, in the language of their page.
 */
import 'server-only';

import { createTranslator } from 'next-intl';
import { createTransport, type SendMailOptions } from 'nodemailer';

import { company } from '@/config/company';
import { colon, isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

import type { Config } from './config';
import type { RequestedMachine } from './contact-request-machines';
import type { contactRequests } from './db/schema';

type ContactRequestRow = typeof contactRequests.$inferSelect;
type SmtpConfig = NonNullable<Config['smtp']>;

/** What an e-mail is made from: the stored request, its machines (a quote list's), and the site's address. */
export interface RequestMail {
  request: ContactRequestRow;
  items: RequestedMachine[];
  siteUrl: string;
}

/**
 * Sends one message; throws when the SMTP server cannot be reached or refuses. The timeouts are bounded
 * (nodemailer waits up to 2 and 10 minutes by default) so that an attempt ends well before the retry loop could
 * take the same e-mail again. Query parameters of SMTP_URL still override them.
 */
async function send(smtp: SmtpConfig, message: SendMailOptions): Promise<void> {
  const transport = createTransport({
    url: smtp.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({ from: smtp.from, ...message });
  } finally {
    transport.close();
  }
}

/** Sends the notification of a request to the office, the visitor as reply-to when they gave an address. */
export async function sendContactNotification(smtp: SmtpConfig, mail: RequestMail): Promise<void> {
  const { request } = mail;
  await send(smtp, {
    to: smtp.to,
    replyTo: request.email ? { name: request.name, address: request.email } : undefined,
    subject: notificationSubject(request, mail.items),
    text: notificationText(mail),
  });
}

/** Sends the visitor the copy of what they sent, in their page's language; a reply reaches the office. */
export async function sendContactConfirmation(smtp: SmtpConfig, mail: RequestMail): Promise<void> {
  const { request } = mail;
  if (!request.email) throw new Error('The request has no e-mail address to confirm to.');
  const { subject, text } = await confirmationMessage(mail);
  await send(smtp, { to: { name: request.name, address: request.email }, replyTo: smtp.to, subject, text });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150);

/** `[Website] Quote request: <object>`, on one line. */
export function notificationSubject(request: ContactRequestRow, items: RequestedMachine[] = []): string {
  if (request.kind === 'contact') return `[Website] Contact message from ${oneLine(request.name)}`;
  if (request.kind === 'quote_list') {
    const names = oneLine(items.map((item) => item.name).join(', '));
    return `[Website] Quote list of ${items.length} machine${items.length === 1 ? '' : 's'} from ${oneLine(request.name)}: ${names}`;
  }
  const machine = request.machine_name ? ` (${oneLine(request.machine_name)})` : '';
  return `[Website] Quote request: ${oneLine(request.object ?? '')}${machine}`;
}

const kindLabels: Record<ContactRequestRow['kind'], string> = {
  contact: 'Contact message',
  service_quote: 'Quote request (service page)',
  machine_quote: 'Quote request (machine)',
  quote_list: 'Quote list',
};

const zurichTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: 'Europe/Zurich',
});

/** `2 × Press 400 (#3)`, and its note on the next line. */
function itemLines(items: RequestedMachine[], noteLabel: string): string {
  return items
    .map((item) => {
      const machine = item.id ? `${item.name} (#${item.id})` : item.name;
      const note = item.note ? `\n   ${noteLabel} ${item.note.replace(/\n/g, '\n   ')}` : '';
      return `- ${item.quantity} × ${machine}${note}`;
    })
    .join('\n');
}

/**
 * Every field of the request, one per line, then its machines, the message and the link to it in the back office.
 * Fields a form does not have are left out.
 */
export function notificationText({ request, items, siteUrl }: RequestMail): string {
  // The machine may have been deleted since (machine_id is then null); its name was kept.
  const machine = request.machine_id ? `${request.machine_name} (#${request.machine_id})` : request.machine_name;
  const lines: [string, string | null][] = [
    ['Request', `${kindLabels[request.kind]} #${request.id}`],
    ['Name', request.name],
    ['Company', request.entreprise],
    ['E-mail', request.email],
    ['Phone', request.phonenumber],
    ['Machine', machine],
    ['Object', request.object],
    ['Page', request.page],
    ['Language', request.language],
    ['Received', `${zurichTime.format(request.received_at)} (${request.received_at.toISOString()})`],
    ['Spam check', request.challenge === 'unchecked' ? 'not done (sent without JavaScript)' : null],
  ];
  const fields = lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  const machines = items.length > 0 ? `\n\nMachines:\n${itemLines(items, 'Note:')}` : '';
  return (
    `${fields.join('\n')}${machines}\n\nMessage:\n${request.message}\n\n` +
    `In the back office: ${siteUrl}/admin/inbox/${request.id}\n`
  );
}

/** The visitor's confirmation: a greeting, what they sent, how to reach the office. */
export async function confirmationMessage({ request, items }: RequestMail): Promise<{ subject: string; text: string }> {
  const locale: Locale = isLocale(request.language) ? request.language : 'fr';
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'ContactConfirmation' });
  const field = createTranslator({ locale, messages, namespace: 'RequestForm.fields' });
  const after = colon(locale);
  const lines: [string, string | null][] = [
    [field('name'), request.name],
    [field('entreprise'), request.entreprise],
    [field('email'), request.email],
    [field('phonenumber'), request.phonenumber],
    [field('object'), request.object],
  ];
  const fields = lines.filter(([, value]) => value).map(([label, value]) => `${label}${after} ${value}`);
  const machines = items.length > 0 ? `\n\n${t('machines')}${after}\n${itemLines(items, `${t('note')}${after}`)}` : '';
  const text =
    `${t('greeting', { name: request.name })}\n\n${t('intro')}\n\n${fields.join('\n')}${machines}\n\n` +
    `${field('message')}${after}\n${request.message}\n\n${t('closing', { phone: company.phone })}\n${t('notYou')}\n\n` +
    `${company.name}\n`;
  const subject = t(request.kind === 'contact' ? 'subjectMessage' : 'subjectQuote', { company: company.name });
  return { subject, text };
}
