/** The notification e-mail that tells the office about a contact message or a quote request. */
import 'server-only';

import { createTransport } from 'nodemailer';

import type { Config } from './config';
import type { contactRequests } from './db/schema';

type ContactRequestRow = typeof contactRequests.$inferSelect;
type SmtpConfig = NonNullable<Config['smtp']>;

/**
 * Sends one notification of `request` to the office; throws when the SMTP server cannot be reached or refuses.
 * The timeouts are bounded (nodemailer waits up to 2 and 10 minutes by default) so that an attempt ends well
 * before the retry loop could take the same request again. Query parameters of SMTP_URL still override them.
 */
export async function sendContactNotification(smtp: SmtpConfig, request: ContactRequestRow): Promise<void> {
  const transport = createTransport({
    url: smtp.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      from: smtp.from,
      to: smtp.to,
      replyTo: request.email ? { name: request.name, address: request.email } : undefined,
      subject: notificationSubject(request),
      text: notificationText(request),
    });
  } finally {
    transport.close();
  }
}

/** `[Website] Quote request: <object>`, on one line. */
export function notificationSubject(request: ContactRequestRow): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150);
  if (request.kind === 'contact') return `[Website] Contact message from ${oneLine(request.name)}`;
  const machine = request.machine_name ? ` (${oneLine(request.machine_name)})` : '';
  return `[Website] Quote request: ${oneLine(request.object ?? '')}${machine}`;
}

const kindLabels: Record<ContactRequestRow['kind'], string> = {
  contact: 'Contact message',
  service_quote: 'Quote request (service page)',
  machine_quote: 'Quote request (machine)',
};

const zurichTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: 'Europe/Zurich',
});

/** Every field of the request, one per line, then the message. Fields a form does not have are left out. */
export function notificationText(request: ContactRequestRow): string {
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
  return `${fields.join('\n')}\n\nMessage:\n${request.message}\n`;
}
