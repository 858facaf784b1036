/**
 * The two e-mails of a contact message or quote request: the notification that tells the office, in the office's
 * language (OFFICE_LANGUAGE) with a link to the request in the back office, and the confirmation to the visitor, in
 * the language of their page.
 */
import 'server-only';

import { createTranslator } from 'next-intl';
import { createTransport, type SendMailOptions } from 'nodemailer';

import { company } from '@/config/company';
import { colon, isLocale, languageName, type Locale } from '@/i18n/locales';
import { formatDate } from '@/i18n/dates';
import { loadMessages } from '@/i18n/messages';

import { type Config, readConfig } from '../config';
import type { AttachmentSummary } from './attachments';
import type { RequestedMachine } from './request-machines';
import type { contactRequests } from '../db/schema';

type ContactRequestRow = typeof contactRequests.$inferSelect;
type SmtpConfig = NonNullable<Config['smtp']>;

/** What an e-mail is made from: the stored request, its machines (a quote list's), its files and the site's address. */
export interface RequestMail {
  request: ContactRequestRow;
  items: RequestedMachine[];
  /** The files sent with it, named in the e-mails; the office downloads them from the request in the back office. */
  attachments?: AttachmentSummary[];
  siteUrl: string;
}

const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** `- plan.pdf (1.2 MB)`, one file a line. */
function fileLines(files: AttachmentSummary[]): string {
  return files
    .map(({ name, size }) => {
      const shown =
        size < 1024 * 1024
          ? `${Math.max(1, Math.round(size / 1024))} KB`
          : `${sizeFormat.format(size / (1024 * 1024))} MB`;
      return `- ${oneLine(name)} (${shown})`;
    })
    .join('\n');
}

/**
 * Sends one message; throws when the SMTP server cannot be reached or refuses. The timeouts are bounded
 * (nodemailer waits up to 2 and 10 minutes by default) so that an attempt ends well before the retry loop could
 * take the same e-mail again. Query parameters of SMTP_URL still override them.
 */
export async function sendMail(smtp: SmtpConfig, message: SendMailOptions): Promise<void> {
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

/**
 * Sends the notification of a request to the office, in the office's language, the visitor as reply-to when they
 * gave an address.
 */
export async function sendContactNotification(smtp: SmtpConfig, mail: RequestMail): Promise<void> {
  const { request } = mail;
  const { subject, text } = await notificationMessage(mail, readConfig().officeLanguage);
  await sendMail(smtp, {
    to: smtp.to,
    replyTo: request.email ? { name: request.name, address: request.email } : undefined,
    subject,
    text,
  });
}

/** Sends the visitor the copy of what they sent, in their page's language; a reply reaches the office. */
export async function sendContactConfirmation(smtp: SmtpConfig, mail: RequestMail): Promise<void> {
  const { request } = mail;
  if (!request.email) throw new Error('The request has no e-mail address to confirm to.');
  const { subject, text } = await confirmationMessage(mail);
  await sendMail(smtp, { to: { name: request.name, address: request.email }, replyTo: smtp.to, subject, text });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150);

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
 * The office's notification, in `locale`: a subject on one line (`[Website] Quote request: <subject>`), and every
 * field of the request, one per line, then its machines, the message and the link to it in the back office. Fields
 * a form does not have are left out. The time of arrival is Zurich's.
 */
export async function notificationMessage(
  { request, items, attachments = [], siteUrl }: RequestMail,
  locale: Locale,
): Promise<{ subject: string; text: string }> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'ContactNotification' });
  const after = colon(locale);
  const name = oneLine(request.name);
  const about = request.machine_name ? ` (${oneLine(request.machine_name)})` : '';
  const subject =
    request.kind === 'contact'
      ? t('subjectContact', { name })
      : request.kind === 'quote_list'
        ? t('subjectList', { count: items.length, name, machines: oneLine(items.map((item) => item.name).join(', ')) })
        : t('subjectQuote', { subject: `${oneLine(request.object ?? '')}${about}` });
  const received = formatDate(locale, request.received_at, 'full');
  // The machine may have been deleted since (machine_id is then null); its name was kept.
  const machine = request.machine_id ? `${request.machine_name} (#${request.machine_id})` : request.machine_name;
  const language = isLocale(request.language) ? languageName(request.language, locale) : request.language;
  const lines: [string, string | null][] = [
    [t('fields.request'), `${t(`kinds.${request.kind}`)} #${request.id}`],
    [t('fields.name'), request.name],
    [t('fields.company'), request.entreprise],
    [t('fields.email'), request.email],
    [t('fields.phone'), request.phonenumber],
    [t('fields.machine'), machine],
    [t('fields.subject'), request.object],
    [t('fields.page'), request.page],
    [t('fields.language'), language],
    [t('fields.received'), `${received} (${request.received_at.toISOString()})`],
    [t('fields.spamCheck'), request.challenge === 'unchecked' ? t('unchecked') : null],
  ];
  const fields = lines.filter(([, value]) => value).map(([label, value]) => `${label}${after} ${value}`);
  const machines =
    items.length > 0 ? `\n\n${t('fields.machines')}${after}\n${itemLines(items, `${t('fields.note')}${after}`)}` : '';
  const files = attachments.length > 0 ? `\n\n${t('fields.files')}${after}\n${fileLines(attachments)}` : '';
  const text =
    `${fields.join('\n')}${machines}\n\n${t('fields.message')}${after}\n${request.message}${files}\n\n` +
    `${t('link', { url: `${siteUrl}/admin/inbox/${request.id}` })}\n`;
  return { subject, text };
}

/** The visitor's confirmation: a greeting, what they sent, how to reach the office. */
export async function confirmationMessage({
  request,
  items,
  attachments = [],
}: RequestMail): Promise<{ subject: string; text: string }> {
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
  const files = attachments.length > 0 ? `\n\n${t('files')}${after}\n${fileLines(attachments)}` : '';
  const text =
    // The company's words come first, the visitor's only as the fields of the request (never their name on top).
    `${t('greeting')}\n\n${t('intro')}\n\n${fields.join('\n')}${machines}\n\n` +
    `${field('message')}${after}\n${request.message}${files}\n\n${t('closing', { phone: company.phone })}\n${t('notYou')}\n\n` +
    `${t('signOff')}\n${company.name}\n`;
  const subject = t(request.kind === 'contact' ? 'subjectMessage' : 'subjectQuote', { company: company.name });
  return { subject, text };
}
