'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

import { machinePath } from '@/i18n/paths';
import { maxQuoteNote, maxQuoteQuantity } from '@/schemas/quote-list-limits';

import type { FieldConstraint } from '../forms/constraints';
import type { RequestFormLabels } from '../forms/RequestForm.client';
import { loadRequestForm } from '../forms/request-form-code';
import mediaLoader from '../mediaLoader';
import { Alert } from '../ui/Alert';
import { removeFromQuoteList, updateQuoteListEntry, useQuoteList, writeQuoteList } from './store';

export interface QuoteListLabels {
  browse: string;
  empty: string;
  formIntro: string;
  formTitle: string;
  listInvalid: string;
  loading: string;
  machines: string;
  namesFailed: string;
  note: string;
  quantity: string;
  quantityError: string;
  remove: string;
  /** `{name}` stands for the machine's name. */
  removeNamed: string;
  sent: string;
  stored: string;
  unavailable: string;
  /** `{id}` stands for the machine's id. */
  unavailableName: string;
}

/**
 * The form, fetched once the list is read and has machines: an empty list, which a visitor who only looks finds, needs
 * none of its code.
 */
const RequestForm = lazy(() => loadRequestForm().then((form) => ({ default: form })));

/** A machine as GET /api/machine/names answers it. */
interface NamedMachine {
  id: number;
  name: string;
  picture: { url: string; description: string } | null;
}

type Names = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; byId: Map<number, NamedMachine> };

interface Props {
  locale: string;
  labels: QuoteListLabels;
  formLabels: RequestFormLabels;
  constraints: Record<string, FieldConstraint>;
  /** Path of this page, told to the office. */
  page: string;
  browseHref: string;
}

/** `drafts` with machine `machineId`'s draft set to `text`, or left out when undefined. */
function withDraft(drafts: Record<number, string>, machineId: number, text: string | undefined) {
  const next = { ...drafts };
  if (text === undefined) delete next[machineId];
  else next[machineId] = text;
  return next;
}

/** A picture of the list in `width` pixels: 96 px shown, 160 and 320 serve every screen up to 3×. */
const thumbnail = (src: string, width: number) => mediaLoader({ src, width });

/** A quantity as typed: a whole number from 1 to 999, or null. */
const quantityOf = (text: string) => (/^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/**
 * The visitor's quote list: each machine by its name and picture in the page's language (read on demand, since the
 * list lives in the browser), its quantity and note, editable and removable; then the contact form that sends the
 * whole list as one request, which empties the list once it is sent.
 */
export function QuoteList({ locale, labels, formLabels, constraints, page, browseHref }: Props) {
  const id = useId();
  const list = useQuoteList();
  const [names, setNames] = useState<Names>({ status: 'loading' });
  // What the visitor typed in a quantity field that is not a quantity yet: kept here, not stored.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [sent, setSent] = useState(false);
  const ids = list?.map((entry) => entry.id).join(',') ?? '';
  const sentStatus = useRef<HTMLParagraphElement>(null);

  // The list and its form are gone once sent, and the page is short: the message is brought into view, once.
  useEffect(() => {
    if (!sent) return;
    sentStatus.current?.focus({ preventScroll: true });
    sentStatus.current?.scrollIntoView({ block: 'center' });
  }, [sent]);

  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    fetch(`/api/machine/names?ids=${ids}&lang=${locale}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<NamedMachine[]>;
      })
      .then((machines) => setNames({ status: 'loaded', byId: new Map(machines.map((found) => [found.id, found])) }))
      .catch(() => {
        if (!controller.signal.aborted) setNames({ status: 'failed' });
      });
    return () => controller.abort();
  }, [ids, locale]);

  if (list === null) return null;

  const known = (machineId: number) => names.status !== 'loaded' || names.byId.has(machineId);
  const invalid = list.some((entry) => drafts[entry.id] !== undefined || !known(entry.id));

  if (list.length === 0) {
    return (
      <div className="space-y-6">
        <p role="status" tabIndex={-1} ref={sentStatus} className="font-medium text-green-800 outline-none">
          {sent && labels.sent}
        </p>
        {!sent && <p className="text-steel-700">{labels.empty}</p>}
        <a href={browseHref} className="inline-block font-medium text-signal underline hover:text-anthracite">
          {labels.browse}
        </a>
      </div>
    );
  }

  return (
    <div className="space-y-12">
      <section aria-labelledby={`${id}-machines`}>
        <h2 id={`${id}-machines`} className="text-2xl font-semibold tracking-tight">
          {labels.machines}
        </h2>
        <p className="mt-2 text-sm text-steel-700">{labels.stored}</p>
        {names.status === 'loading' && <p className="mt-4 text-steel-700">{labels.loading}</p>}
        {names.status === 'failed' && <Alert className="mt-4">{labels.namesFailed}</Alert>}
        <ul className="mt-6 divide-y divide-steel-100 border-y border-steel-100">
          {list.map((entry) => {
            const machine = names.status === 'loaded' ? names.byId.get(entry.id) : undefined;
            const name = machine?.name ?? labels.unavailableName.replace('{id}', String(entry.id));
            const draft = drafts[entry.id];
            const quantityId = `${id}-${entry.id}-quantity`;
            const noteId = `${id}-${entry.id}-note`;
            return (
              <li key={entry.id} className="grid gap-4 py-5 sm:grid-cols-[6rem_1fr_auto]">
                <div className="relative hidden aspect-[4/3] w-24 overflow-hidden rounded-sm bg-steel-50 sm:block">
                  {machine?.picture && (
                    // eslint-disable-next-line @next/next/no-img-element -- the thumbnail's two sizes, without next/image's code
                    <img
                      src={thumbnail(machine.picture.url, 160)}
                      srcSet={`${thumbnail(machine.picture.url, 160)} 160w, ${thumbnail(machine.picture.url, 320)} 320w`}
                      sizes="96px"
                      loading="lazy"
                      decoding="async"
                      alt={machine.picture.description}
                      className="absolute inset-0 h-full w-full object-cover"
                    />
                  )}
                </div>
                <div className="min-w-0 space-y-3">
                  <h3 className="font-medium [overflow-wrap:anywhere]">
                    {machine ? (
                      <a href={machinePath(locale, entry.id)} className="hover:text-signal">
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                  </h3>
                  {!known(entry.id) && <p className="text-sm text-signal">{labels.unavailable}</p>}
                  <div className="flex flex-wrap items-start gap-4">
                    <div>
                      <label htmlFor={quantityId} className="block text-sm font-medium">
                        {labels.quantity}
                      </label>
                      <input
                        id={quantityId}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={maxQuoteQuantity}
                        step={1}
                        value={draft ?? String(entry.quantity)}
                        aria-invalid={draft !== undefined || undefined}
                        aria-describedby={draft !== undefined ? `${quantityId}-error` : undefined}
                        onChange={(event) => {
                          const text = event.currentTarget.value;
                          const quantity = quantityOf(text);
                          setDrafts((current) => withDraft(current, entry.id, quantity === null ? text : undefined));
                          if (quantity !== null) updateQuoteListEntry(entry.id, { quantity });
                        }}
                        className="mt-1 block w-24 rounded-sm border border-steel-300 bg-white px-3 py-2 text-base tabular-nums aria-invalid:border-signal"
                      />
                      {draft !== undefined && (
                        <p id={`${quantityId}-error`} className="mt-1 text-sm text-signal">
                          {labels.quantityError}
                        </p>
                      )}
                    </div>
                    <div className="min-w-0 flex-1 basis-56">
                      <label htmlFor={noteId} className="block text-sm font-medium">
                        {labels.note}
                      </label>
                      <textarea
                        id={noteId}
                        rows={2}
                        maxLength={maxQuoteNote}
                        value={entry.note}
                        onChange={(event) => updateQuoteListEntry(entry.id, { note: event.currentTarget.value })}
                        className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 text-base"
                      />
                    </div>
                  </div>
                </div>
                <div>
                  <button
                    type="button"
                    aria-label={labels.removeNamed.replace('{name}', name)}
                    onClick={() => {
                      removeFromQuoteList(entry.id);
                      setDrafts((current) => withDraft(current, entry.id, undefined));
                    }}
                    className="text-sm font-medium text-steel-700 underline hover:text-signal"
                  >
                    {labels.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={`${id}-form`} className="rounded-sm border border-steel-100 bg-white p-6 sm:p-8">
        <h2 id={`${id}-form`} className="text-2xl font-semibold tracking-tight">
          {labels.formTitle}
        </h2>
        <p className="mt-2 mb-6 text-steel-700">{labels.formIntro}</p>
        <Suspense fallback={<p className="text-steel-700">{labels.loading}</p>}>
          <RequestForm
            kind="quoteList"
            labels={{ ...formLabels, sent: labels.sent }}
            constraints={constraints}
            page={page}
            products={{
              json: JSON.stringify(
                list.map(({ id: machineId, quantity, note }) => ({ id: machineId, quantity, note })),
              ),
              invalid,
              message: labels.listInvalid,
            }}
            onSent={() => {
              setSent(true);
              writeQuoteList([]);
            }}
          />
        </Suspense>
      </section>
    </div>
  );
}
