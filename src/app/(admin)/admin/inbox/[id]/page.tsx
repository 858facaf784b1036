import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { EraseSender } from '@/components/admin/EraseSender.client';
import { InboxNote } from '@/components/admin/InboxNote.client';
import { InboxNoteForm } from '@/components/admin/InboxNoteForm.client';
import { InboxStateButtons } from '@/components/admin/InboxStateButtons.client';
import { badgeClass, inboxStateBadge, inboxStateLabels } from '@/components/admin/inbox-state';
import { replyMailto } from '@/components/admin/reply-mailto';
import { buttonClass } from '@/components/ui/button-class';
import { company } from '@/config/company';
import { formatDate } from '@/i18n/dates';
import { languageNames, localeOrFallback } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { machinePath } from '@/i18n/paths';
import { attachmentsOfRequests } from '@/server/contact/attachments';
import { getInboxRequest, type InboxRequest } from '@/server/contact/inbox/request';

import { adminWhoMay, requireAdminPage } from '../../_lib/auth';
import { adminLocale } from '../../_lib/locale';

type Props = PageProps<'/admin/inbox/[id]'>;

// Once per request: the metadata and the page both ask.
const load = cache(async (id: string) => {
  const locale = await adminLocale();
  return loadOrNotFound(id, (number) => getInboxRequest(number, locale));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // For a request the page refuses (no session, a role without the inbox), nothing about the contact request is
  // read, not even whether it exists.
  if (!(await adminWhoMay('inbox'))) return {};
  return { title: (await load((await params).id)).name };
}

/** The reply's link, written in the sender's language: the subject and the line above the quoted message. */
async function replyLink(request: InboxRequest): Promise<string | null> {
  if (!request.email) return null;
  const locale = localeOrFallback(request.language);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'InboxReply' });
  return replyMailto({
    to: request.email,
    subject: request.object
      ? t('subject', { subject: request.object })
      : t('subjectDefault', { company: company.name }),
    intro: t('wrote', { date: formatDate(locale, request.received_at, 'day'), name: request.name }),
    message: request.message,
  });
}

/**
 * /admin/inbox/{id}: one request with everything it says, its state (a click changes it), its history, the office's
 * notes, a reply by e-mail, and erasing everything of its sender.
 */
export default async function InboxRequestPage({ params }: Props) {
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/inbox/${id}`, 'inbox');
  const locale = await adminLocale();
  const request = await load(id);
  const [t, inbox, reply, attachments] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminInboxRequest' }),
    getTranslations({ locale, namespace: 'AdminInbox' }),
    replyLink(request),
    attachmentsOfRequests([request.id]),
  ]);
  const files = attachments.get(request.id) ?? [];
  const megabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const kilobytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const size = (bytes: number) =>
    bytes < 1024 * 1024 ? kilobytes.format(Math.max(1, bytes / 1024)) : megabytes.format(bytes / (1024 * 1024));
  const date = (at: Date | string) => formatDate(locale, at, 'moment');
  const states = inboxStateLabels(inbox);
  const requestLanguage = localeOrFallback(request.language);
  const details: [string, React.ReactNode][] = [
    [t('company'), request.entreprise],
    [
      inbox('email'),
      request.email && (
        <a href={`mailto:${request.email}`} className="text-signal hover:underline">
          {request.email}
        </a>
      ),
    ],
    [
      inbox('phone'),
      <a key="phone" href={`tel:${request.phonenumber.replace(/[^\d+]/g, '')}`} className="text-signal hover:underline">
        {request.phonenumber}
      </a>,
    ],
    [
      t('machines'),
      request.machines.length > 0 && (
        <ul>
          {request.machines.map((machine, index) => (
            <li key={index}>
              {machine.id ? (
                <a href={machinePath(locale, machine.id)} className="text-signal hover:underline">
                  {inbox('machineQuantity', { quantity: machine.quantity, name: machine.name })}
                </a>
              ) : (
                inbox('machineQuantity', { quantity: machine.quantity, name: machine.name })
              )}
              {machine.note && <p className="text-steel-600 text-sm whitespace-pre-line">{machine.note}</p>}
            </li>
          ))}
        </ul>
      ),
    ],
    [inbox('subject'), request.object],
    [t('language'), languageNames[requestLanguage]],
    [inbox('page'), request.page],
    [t('emailStatus'), inbox(`status.${request.email_status}`)],
  ];

  return (
    <>
      <AdminPageHeading
        back={{ label: t('back'), href: '/admin/inbox' }}
        title={t('title', { kind: inbox(`kinds.${request.kind}`), name: request.name })}
        intro={t('received', { date: date(request.received_at) })}
      />
      <p className="mt-2">
        <span className={`${badgeClass} ${inboxStateBadge[request.state]}`} data-testid="request-state">
          {states[request.state]}
        </span>
        {request.unchecked && (
          <span className={`${badgeClass} ml-2 bg-orange-100 text-signal`}>{inbox('unchecked')}</span>
        )}
      </p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <article
          aria-labelledby="request-message"
          className="rounded-sm border border-steel-100 bg-white p-4 [overflow-wrap:anywhere] sm:p-6"
        >
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-steel-700">{label}</dt>
                  <dd className="mb-2 sm:mb-0">{value}</dd>
                </div>
              ))}
          </dl>
          <h2 id="request-message" className="mt-6 border-t border-steel-100 pt-4 font-semibold">
            {t('message')}
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line">{request.message}</p>
          {files.length > 0 && (
            <>
              <h2 id="request-files" className="mt-6 border-t border-steel-100 pt-4 font-semibold">
                {t('files')}
              </h2>
              {/* Downloads only: the files are never shown in the back office's pages. */}
              <ul aria-labelledby="request-files" className="mt-2 space-y-1 text-sm">
                {files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={`/admin/inbox/${request.id}/attachments/${file.id}`}
                      download
                      className="font-medium text-signal underline-offset-2 hover:underline"
                    >
                      {file.name}
                    </a>{' '}
                    <span className="text-steel-700">({size(file.size)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-6">
            {reply ? (
              <>
                <a href={reply} className={buttonClass('primary', 'md')} aria-describedby="reply-hint">
                  {t('reply')}
                </a>
                <p id="reply-hint" className="mt-2 text-sm text-steel-700">
                  {t('replyHint')}
                </p>
              </>
            ) : (
              <p className="text-sm text-steel-700">{t('noEmail')}</p>
            )}
          </div>
        </article>
        <div className="space-y-6">
          <InboxStateButtons requestId={request.id} state={request.state} />
          <section aria-labelledby="request-notes" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
            <h2 id="request-notes" className="text-lg font-semibold">
              {t('notes.heading')}
            </h2>
            <p className="mt-1 text-sm text-steel-700">{t('notes.intro')}</p>
            {request.notes.length === 0 ? (
              <p className="mt-4 text-sm text-steel-700">{t('notes.empty')}</p>
            ) : (
              <ol className="mt-4 space-y-3" data-testid="request-notes">
                {request.notes.map((note) => (
                  <li key={note.id} className="border-l-2 border-steel-300 pl-3 text-sm [overflow-wrap:anywhere]">
                    <InboxNote
                      requestId={request.id}
                      noteId={note.id}
                      body={note.body}
                      byline={
                        note.editedAt
                          ? t('notes.byEdited', {
                              author: note.author,
                              date: date(note.at),
                              edited: date(note.editedAt),
                            })
                          : t('notes.by', { author: note.author, date: date(note.at) })
                      }
                      editable={note.author === admin.username}
                    />
                  </li>
                ))}
              </ol>
            )}
            <InboxNoteForm requestId={request.id} />
          </section>
          <section aria-labelledby="request-history" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
            <h2 id="request-history" className="text-lg font-semibold">
              {t('history.heading')}
            </h2>
            {request.history.length === 0 ? (
              <p className="mt-2 text-sm text-steel-700">{t('history.empty')}</p>
            ) : (
              <ol className="mt-3 space-y-2 text-sm" data-testid="request-history">
                {request.history.map((line, index) => (
                  <li key={index}>
                    {t('history.line', { author: line.author, from: states[line.from], to: states[line.to] })}{' '}
                    <time dateTime={line.at} className="text-steel-700">
                      {date(line.at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <EraseSender
            requestId={request.id}
            sender={
              request.email
                ? {
                    email: request.email,
                    requests: request.fromSameAddress.map((item) => ({
                      id: item.id,
                      date: date(item.receivedAt),
                      subject: item.object ?? inbox(`kinds.${item.kind}`),
                    })),
                  }
                : null
            }
          />
        </div>
      </div>
    </>
  );
}
