'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useEffect, useId, useState, useSyncExternalStore, useTransition } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { sendRequest } from '@/app/(site)/_actions/send-request';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { contactMessageSchema, machineQuoteSchema, serviceQuoteSchema } from '@/schemas/contact';

import {
  type FieldErrorKey,
  fieldErrorKey,
  idleState,
  type RequestFormState,
  type RequestValues,
} from '@/schemas/contact-form-state';

/** The three request forms: the contact message, the service pages' quote, the machine page's quote. */
export type RequestKind = 'contact' | 'serviceQuote' | 'machineQuote';

const schemas = { contact: contactMessageSchema, serviceQuote: serviceQuoteSchema, machineQuote: machineQuoteSchema };

const fieldsOf: Record<RequestKind, FieldName[]> = {
  contact: ['name', 'entreprise', 'email', 'phonenumber', 'message'],
  serviceQuote: ['name', 'entreprise', 'email', 'phonenumber', 'object', 'message'],
  machineQuote: ['name', 'phonenumber', 'product', 'object', 'message'],
};

const noSubscription = () => () => {};

/**
 * The server's schema as the form's check: it judges the typed texts, and the texts themselves, not the parsed
 * values, are what the form sends (as FormData, like a form without JavaScript).
 */
function checkedBy(schema: z.ZodType<unknown, FieldValues>): Resolver<RequestValues> {
  return zodResolver(schema, undefined, { raw: true });
}

type FieldName = 'name' | 'entreprise' | 'email' | 'phonenumber' | 'object' | 'message' | 'product';

const inputTypes: Partial<Record<FieldName, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  entreprise: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email' },
  phonenumber: { type: 'tel', autoComplete: 'tel' },
  object: { type: 'text', autoComplete: 'off' },
};

export interface RequestFormLabels {
  fields: Record<FieldName, string>;
  errors: Record<FieldErrorKey, string>;
  productPlaceholder: string;
  requiredNote: string;
  send: string;
  sending: string;
  sent: string;
  failed: string;
  rateLimited: string;
}

interface Props {
  kind: RequestKind;
  labels: RequestFormLabels;
  /** Path of the page the form is on, told to the office. */
  page: string;
  /** The machines to choose from (machine quote only). */
  machines?: { id: number; name: string }[];
  /** The machine chosen at start (machine quote only). */
  product?: number;
  /** Called once a request has been sent (the modal closes). */
  onSent?: () => void;
}

/**
 * A contact or quote form: checked as the visitor types with the same zod schema as the server, sent through
 * a server action. Without JavaScript it is a plain form that the same action answers.
 */
export function RequestForm({ kind, labels, page, machines = [], product, onSent }: Props) {
  const id = useId();
  const fields = fieldsOf[kind];
  // Without JavaScript the browser posts the form to the action and the page comes back with its answer;
  // with JavaScript the action is called directly, so that a lost connection becomes a message, not an error page.
  const [postedState, formAction] = useActionState(sendRequest, idleState);
  const [answer, setAnswer] = useState<RequestFormState | null>(null);
  const [pending, startTransition] = useTransition();
  const state = answer ?? postedState;
  const kept: RequestValues | undefined =
    state.status === 'invalid' || state.status === 'failed' ? state.values : undefined;
  const empty = Object.fromEntries(
    fields.map((field) => [field, field === 'product' && product ? String(product) : '']),
  );
  const form = useForm<RequestValues>({
    resolver: checkedBy(schemas[kind]),
    defaultValues: kept ?? empty,
    mode: 'onTouched',
  });
  // Native validation is the fallback without JavaScript; once hydrated, the form shows its own messages.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (state.status === 'sent') {
      form.reset(empty);
      onSent?.();
    } else if (state.status === 'invalid') {
      for (const [field, key] of Object.entries(state.fields))
        form.setError(field, { message: key }, { shouldFocus: true });
    }
    // Only a new answer of the server matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const submit = form.handleSubmit((_values, event) => {
    const data = new FormData(event?.target as HTMLFormElement);
    startTransition(async () => {
      try {
        setAnswer(await sendRequest(state, data));
      } catch {
        setAnswer({ status: 'failed', reason: 'unexpected', values: form.getValues() });
      }
    });
  });

  const errorKeys = Object.keys(labels.errors);
  /** The field's error: the form's own check once hydrated, the server's answer before (no JavaScript). */
  const errorOf = (field: FieldName): string | undefined => {
    const message = form.formState.errors[field]?.message;
    if (message)
      return labels.errors[errorKeys.includes(message) ? (message as FieldErrorKey) : fieldErrorKey(field, message)];
    const serverKey = !hydrated && state.status === 'invalid' ? state.fields[field] : undefined;
    return serverKey && labels.errors[serverKey];
  };

  const control = (field: FieldName) => {
    const error = errorOf(field);
    const common = {
      id: `${id}-${field}`,
      required: true,
      defaultValue: kept?.[field] ?? empty[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      className:
        'mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2 text-base aria-invalid:border-signal',
      ...form.register(field),
    };
    if (field === 'message') return <textarea rows={6} {...common} />;
    if (field === 'product') {
      return (
        <select {...common}>
          <option value="" disabled>
            {labels.productPlaceholder}
          </option>
          {machines.map((machine) => (
            <option key={machine.id} value={machine.id}>
              {machine.name}
            </option>
          ))}
        </select>
      );
    }
    return <input {...inputTypes[field]} {...common} />;
  };

  return (
    <form action={formAction} onSubmit={submit} noValidate={hydrated} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-steel-700 sm:col-span-2">{labels.requiredNote}</p>
      {fields.map((field) => {
        const error = errorOf(field);
        return (
          <div
            key={field}
            className={field === 'message' || field === 'object' || field === 'product' ? 'sm:col-span-2' : ''}
          >
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
              {labels.fields[field]}
            </label>
            {control(field)}
            {error && (
              <p id={`${id}-${field}-error`} className="mt-1 text-sm text-signal">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <input type="hidden" name="page" value={page} />
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
      {state.status === 'failed' && (
        <Alert className="sm:col-span-2">{state.reason === 'rateLimited' ? labels.rateLimited : labels.failed}</Alert>
      )}
    </form>
  );
}
