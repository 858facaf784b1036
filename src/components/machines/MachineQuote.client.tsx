'use client';

import { type ButtonHTMLAttributes, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { FieldConstraint } from '../forms/constraints';
import type { MachineChoice } from '../forms/MachinePicker.client';
import type { RequestFormLabels } from '../forms/RequestForm.client';
import {
  loadRequestForm,
  type RequestFormComponent,
  serverMarkup,
  serverRequestForm,
} from '../forms/request-form-code';
import { buttonClass } from '@/components/ui/button-class';
import { useBackdropClose } from '@/components/ui/useBackdropClose';

/**
 * An invoker command (HTML's `command`/`commandfor`): the browser opens and closes the dialog itself, so the
 * modal works before, and without, JavaScript.
 */
const invoke = (command: 'show-modal' | 'close', target: string) =>
  ({ command, commandfor: target }) as ButtonHTMLAttributes<HTMLButtonElement>;

/** Whether the browser runs invoker commands itself; an older one gets the same from the click handlers. */
const runsCommands = () => 'command' in HTMLButtonElement.prototype;

interface Props {
  labels: RequestFormLabels & { open: string; title: string; close: string };
  constraints: Record<string, FieldConstraint>;
  page: string;
  /** The machine of the page, chosen at start, and where the visitor may search another. */
  machine: { initial: MachineChoice; searchUrl: string };
}

/**
 * 'Request quote' on a machine's page: a modal form with this machine chosen; it closes once the request is sent, and
 * on ×, Escape or a click outside it.
 */
export function MachineQuote({ labels, constraints, page, machine }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState(false);
  const [loadedForm, setLoadedForm] = useState<RequestFormComponent | null>(null);
  const RequestForm = serverRequestForm ?? loadedForm;
  // Fetched as the visitor points at the button or reaches it with the keyboard; the dialog opens once it is there.
  const asked = () =>
    void loadRequestForm().then(
      (form) => setLoadedForm(() => form),
      () => {},
    );
  const backdropClose = useBackdropClose();

  return (
    <div className="mt-8">
      <button
        type="button"
        {...invoke('show-modal', `${id}-dialog`)}
        onPointerEnter={asked}
        onFocus={asked}
        onClick={(event) => {
          setSent(false);
          if (!RequestForm) {
            // Not opened on what could still be typed into the server's form and then replaced by the live one.
            event.preventDefault();
            const open = () => void (dialog.current?.open || dialog.current?.showModal());
            loadRequestForm().then((form) => {
              flushSync(() => setLoadedForm(() => form));
              open();
            }, open);
            return;
          }
          if (!runsCommands() && !dialog.current?.open) dialog.current?.showModal();
        }}
        className={buttonClass('primary', 'lg')}
      >
        {labels.open}
      </button>
      <p role="status" className="mt-3 text-sm font-medium text-green-800">
        {sent && labels.sent}
      </p>
      <dialog
        ref={dialog}
        id={`${id}-dialog`}
        aria-labelledby={`${id}-title`}
        {...backdropClose}
        className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-sm p-0 backdrop:bg-anthracite/70"
      >
        <div className="flex items-start justify-between gap-4 border-b border-steel-100 px-6 py-4">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {labels.title}
          </h2>
          <button
            type="button"
            {...invoke('close', `${id}-dialog`)}
            onClick={() => void (runsCommands() || dialog.current?.close())}
            aria-label={labels.close}
            className="-m-2 p-2 text-2xl leading-none text-steel-700 hover:text-anthracite"
          >
            ×
          </button>
        </div>
        <div
          className="px-6 py-6"
          {...(!RequestForm && { suppressHydrationWarning: true, dangerouslySetInnerHTML: serverMarkup })}
        >
          {RequestForm && (
            <RequestForm
              kind="machineQuote"
              labels={labels}
              constraints={constraints}
              page={page}
              machine={machine}
              onSent={() => {
                dialog.current?.close();
                setSent(true);
              }}
            />
          )}
        </div>
      </dialog>
    </div>
  );
}
