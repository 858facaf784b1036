'use client';

import { type FormEvent, useActionState, useId, useRef, useState, useSyncExternalStore, useTransition } from 'react';

import { sendRequest } from '@/app/(site)/_actions/send-request';
import { Alert } from '@/components/ui/Alert';
import { attachmentAccept, maxAttachmentBytes, maxAttachments } from '@/schemas/attachment-limits';
import { Button } from '@/components/ui/Button';
import {
  type FieldErrorKey,
  idleState,
  type RequestFailure,
  type RequestFormState,
  type RequestValues,
} from '@/schemas/contact-form-state';

import type { FieldConstraint } from './constraints';
import { type MachineChoice, MachinePicker } from './MachinePicker.client';
import { nativeError } from './native-check';
import type { SolvedChallenge } from './challenge-solver';
import { useChallengeSolution } from './useChallengeSolution';

/** The request forms: the contact message, the service pages' quote, the machine page's quote, the quote list. */
export type RequestKind = 'contact' | 'serviceQuote' | 'machineQuote' | 'quoteList';

type FieldName = 'name' | 'entreprise' | 'email' | 'phonenumber' | 'object' | 'message' | 'product';

const fieldsOf: Record<RequestKind, FieldName[]> = {
  contact: ['name', 'entreprise', 'email', 'phonenumber', 'message'],
  serviceQuote: ['name', 'entreprise', 'email', 'phonenumber', 'object', 'message'],
  machineQuote: ['name', 'phonenumber', 'email', 'entreprise', 'product', 'object', 'message'],
  quoteList: ['name', 'entreprise', 'email', 'phonenumber', 'message'],
};

const noSubscription = () => () => {};

const inputTypes: Partial<Record<FieldName, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  entreprise: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email' },
  phonenumber: { type: 'tel', autoComplete: 'tel' },
  object: { type: 'text', autoComplete: 'off' },
};

export interface RequestFormLabels {
  fields: Record<FieldName, string>;
  /** The file field: its label and what it takes. */
  attachments: { label: string; hint: string };
  errors: Record<FieldErrorKey, string>;
  productHint: string;
  requiredNote: string;
  /** The note of a form with fields the visitor may leave blank, and the word beside their labels. */
  optionalNote: string;
  optional: string;
  send: string;
  sending: string;
  sent: string;
  /** The texts of a refusal, by its reason. */
  failures: Record<RequestFailure, string>;
  /** The link to the privacy note, under the form. */
  privacy: { text: string; href: string };
}

type Errors = Partial<Record<string, FieldErrorKey>>;

interface Props {
  kind: RequestKind;
  labels: RequestFormLabels;
  /** What the browser checks of each field, from the server's schema (see `nativeConstraints`). */
  constraints: Record<string, FieldConstraint>;
  /** Path of the page the form is on, told to the office. */
  page: string;
  /** The machine chosen at start, and where others are searched (machine quote only). */
  machine?: { initial: MachineChoice; searchUrl: string };
  /** Called once a request has been sent (the modal closes, the quote list empties). */
  onSent?: () => void;
  /**
   * The machines of a quote list, as the body's `products` (JSON), whether the visitor must correct them first,
   * and the message that says so (also when the server refuses one of them).
   */
  products?: { json: string; invalid: boolean; message: string };
}

/**
 * A contact or quote form, sent through a server action that checks it with the shared zod schema. The browser
 * checks what its form controls know (required, length, e-mail) as the visitor leaves each field, in the page's
 * language; on submit the server's answer names every wrong field. Without JavaScript it is a plain form that the
 * same action answers, with the values kept.
 */
export function RequestForm({ kind, labels, constraints, page, machine, onSent, products }: Props) {
  const id = useId();
  const fields = fieldsOf[kind];
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the browser posts the form to the action and the page comes back with its answer;
  // with JavaScript the action is called directly, so that a lost connection becomes a message, not an error page.
  const [postedState, formAction] = useActionState(sendRequest, idleState);
  const [answer, setAnswer] = useState<RequestFormState | null>(null);
  const [pending, startTransition] = useTransition();
  const state = answer ?? postedState;
  const kept: RequestValues | undefined =
    state.status === 'invalid' || state.status === 'failed' ? state.values : undefined;
  const [errors, setErrors] = useState<Errors>(postedState.status === 'invalid' ? postedState.fields : {});
  // A new machine field after a request is sent: back to the page's machine.
  const [round, setRound] = useState(0);
  // The spam check: a proof-of-work solved while the visitor types, invisible unless the server refuses it.
  const challenge = useChallengeSolution();
  // Native validation is the fallback without JavaScript; once hydrated, the form shows its own messages.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  /**
   * Shows the server's answer to what was `sent`: a sent form starts afresh, a refused one marks its fields and
   * keeps its values. The visitor may have gone on correcting meanwhile: a field changed since is left to the
   * browser's check, and the focus moves only to a mistake the browser had not `found` (it went there at once).
   */
  const settle = (result: RequestFormState, sent: FormData, found: Errors, solution: SolvedChallenge | null) => {
    setAnswer(result);
    if (result.status === 'sent') {
      formRef.current?.reset();
      setErrors({});
      setRound((value) => value + 1);
      onSent?.();
    } else if (result.status === 'invalid') {
      // Fields are judged before the solution is spent (send-request.ts): it serves again once they are corrected.
      challenge.giveBack(solution);
      const form = formRef.current;
      const standing = Object.fromEntries(
        Object.entries(result.fields).filter(([field]) => {
          const control = form?.elements.namedItem(field);
          const typed =
            (control instanceof HTMLInputElement && control.type !== 'file') || control instanceof HTMLTextAreaElement;
          return !typed || control.value === sent.get(field);
        }),
      );
      setErrors((current) => ({ ...current, ...standing }));
      if (Object.keys(standing).some((field) => !found[field])) focusFirst(form, id, fields, standing);
    } else {
      // The solution sent is spent, or may be: a new one is solved while the visitor reads the message.
      void challenge.start();
    }
  };

  /** Checks one control as the visitor leaves it, and again as they correct it. */
  const recheck = (field: FieldName, control: HTMLInputElement | HTMLTextAreaElement, leaving: boolean) => {
    if (!leaving && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: nativeError(control) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // What the browser can tell shows at once; the server's schema then judges the whole form (the phone
    // number's format, control characters…), so that every mistake is named after one click.
    const found: Errors = {};
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement && control.type === 'hidden') {
        if (control.value === '') found[field] = 'product';
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        const error = nativeError(control);
        if (error) found[field] = error;
      }
    }
    if (products?.invalid) found.products = 'invalid';
    const files = form.elements.namedItem('attachments');
    if (files instanceof HTMLInputElement) found.attachments = fileProblem(files.files);
    if (!found.attachments) delete found.attachments;
    setErrors(found);
    focusFirst(form, id, fields, found);
    if (found.attachments && Object.keys(found).length === 1 && files instanceof HTMLInputElement) files.focus();
    // The list's own mistakes are shown beside its machines, and files that cannot go beside their field: nothing is
    // sent until they are put right.
    if (products?.invalid || found.attachments) return;
    const data = new FormData(form);
    // A file field left empty holds one nameless, empty file: it is not sent.
    const chosen = data.getAll('attachments').filter((file) => typeof file !== 'string' && file.name !== '');
    data.delete('attachments');
    for (const file of chosen) data.append('attachments', file);
    startTransition(async () => {
      let result: RequestFormState;
      // A form the browser already found wrong goes at once, without the solution, only for the server to name
      // every mistake (it refuses the fields before it would look at the solution).
      let solution: SolvedChallenge | null = null;
      try {
        if (Object.keys(found).length === 0) solution = await challenge.take();
        data.set('altcha', solution?.altcha ?? '');
        result = await sendRequest(state, data);
      } catch {
        result = { status: 'failed', reason: 'unexpected', values: valuesOf(data) };
      }
      startTransition(() => settle(result, data, found, solution));
    });
  };

  const inputClass =
    'mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 text-base aria-invalid:border-signal';

  const control = (field: FieldName) => {
    const error = errors[field];
    const errorId = error ? `${id}-${field}-error` : undefined;
    if (field === 'product' && machine) {
      return (
        <MachinePicker
          key={round}
          inputId={`${id}-${field}`}
          initial={machine.initial}
          searchUrl={machine.searchUrl}
          interactive={hydrated}
          invalid={Boolean(error)}
          describedBy={[errorId, `${id}-${field}-hint`].filter(Boolean).join(' ')}
          className={inputClass}
        />
      );
    }
    const common = {
      id: `${id}-${field}`,
      name: field,
      required: constraints[field]?.required,
      maxLength: constraints[field]?.maxLength,
      defaultValue: kept?.[field] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': errorId,
      className: inputClass,
      onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
        recheck(field, event.currentTarget, true),
      onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
        recheck(field, event.currentTarget, false),
    };
    if (field === 'message') return <textarea rows={6} {...common} />;
    return <input {...inputTypes[field]} {...common} />;
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onFocus={() => void challenge.start()}
      noValidate={hydrated}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-steel-700 sm:col-span-2">
        {fields.some((field) => constraints[field]?.required === false) ? labels.optionalNote : labels.requiredNote}
      </p>
      {fields.map((field) => {
        const error = errors[field];
        return (
          <div
            key={field}
            className={field === 'message' || field === 'object' || field === 'product' ? 'sm:col-span-2' : ''}
          >
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
              {labels.fields[field]}
              {constraints[field]?.required === false && (
                <span className="font-normal text-steel-700"> ({labels.optional})</span>
              )}
            </label>
            {control(field)}
            {field === 'product' && (
              <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-steel-700">
                {labels.productHint}
              </p>
            )}
            {error && (
              <p id={`${id}-${field}-error`} className="mt-1 text-sm text-signal">
                {labels.errors[error]}
              </p>
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-attachments`} className="text-sm font-medium">
          {labels.attachments.label}
        </label>
        <input
          id={`${id}-attachments`}
          type="file"
          name="attachments"
          multiple
          accept={attachmentAccept}
          aria-invalid={errors.attachments ? true : undefined}
          aria-describedby={[`${id}-attachments-hint`, errors.attachments && `${id}-attachments-error`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const problem = fileProblem(event.currentTarget.files);
            setErrors((current) => ({ ...current, attachments: problem }));
          }}
          className="mt-1 block w-full text-sm text-steel-700 file:mr-3 file:rounded-sm file:border file:border-steel-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-anthracite hover:file:border-anthracite"
        />
        <p id={`${id}-attachments-hint`} className="mt-1 text-sm text-steel-700">
          {labels.attachments.hint}
        </p>
        {errors.attachments && (
          <p id={`${id}-attachments-error`} className="mt-1 text-sm text-signal">
            {labels.errors[errors.attachments]}
          </p>
        )}
      </div>
      <input type="hidden" name="page" value={page} />
      {products && <input type="hidden" name="products" value={products.json} />}
      {/* Honeypot: people never see it, robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? labels.sending : labels.send}
        </Button>
        <div role="status" className="text-sm font-medium text-green-800">
          {state.status === 'sent' && labels.sent}
        </div>
      </div>
      {products && Object.keys(errors).some((field) => field.startsWith('products')) && (
        <Alert className="sm:col-span-2">{products.message}</Alert>
      )}
      {state.status === 'failed' && <Alert className="sm:col-span-2">{labels.failures[state.reason]}</Alert>}
      <p className="text-sm text-steel-700 sm:col-span-2">
        <a href={labels.privacy.href} className="underline underline-offset-2 hover:text-steel-900">
          {labels.privacy.text}
        </a>
      </p>
    </form>
  );
}

/** The form's texts, kept after a failure so that nothing typed is lost (the spent solution is not). */
function valuesOf(data: FormData): RequestValues {
  return Object.fromEntries(
    [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'altcha'),
  );
}

const acceptedExtensions = new Set(attachmentAccept.split(','));

/**
 * What the browser can tell of the files chosen before they are sent: too many, too large together, an empty one,
 * or one whose name is not of an accepted format. The server then tells each file's format from its bytes.
 */
export function fileProblem(files: FileList | File[] | null): FieldErrorKey | undefined {
  const chosen = Array.from(files ?? []);
  if (chosen.length > maxAttachments) return 'filesTooMany';
  if (chosen.reduce((sum, file) => sum + file.size, 0) > maxAttachmentBytes) return 'filesTooLarge';
  if (chosen.some((file) => file.size === 0)) return 'fileEmpty';
  const extension = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();
  if (chosen.some((file) => !acceptedExtensions.has(extension(file.name)))) return 'fileType';
  return undefined;
}

/** Moves the focus to the first field in `errors`, in the form's order. */
function focusFirst(form: HTMLFormElement | null, id: string, fields: FieldName[], errors: Errors) {
  const first = fields.find((field) => errors[field]);
  if (first) (form?.ownerDocument.getElementById(`${id}-${first}`) as HTMLElement | null)?.focus();
}
