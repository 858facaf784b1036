'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { loadRequestForm, type RequestFormComponent, serverMarkup, serverRequestForm } from './request-form-code';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What the visitor did in the server's form before its code came: typed texts, chosen files, the cursor. */
function takeInput(box: HTMLElement) {
  const controls = [...box.querySelectorAll<Control>('input[name], textarea[name]')].filter(
    (control) => control.type !== 'hidden',
  );
  // A text the server's answer kept (a refused request, sent without JavaScript) is carried over too.
  const typed = controls.filter((control) =>
    control instanceof HTMLInputElement && control.type === 'file' ? Boolean(control.files?.length) : control.value,
  );
  const focused = controls.find((control) => control === document.activeElement);
  const selection = focused ? ([focused.selectionStart, focused.selectionEnd] as const) : null;
  /** Puts it into the live form now in `box`. */
  return (live: HTMLElement) => {
    const named = (name: string) => live.querySelector<Control>(`[name="${CSS.escape(name)}"]`);
    for (const control of typed) {
      const target = named(control.name);
      if (target instanceof HTMLInputElement && target.type === 'file')
        target.files = (control as HTMLInputElement).files;
      else if (target) target.value = control.value;
    }
    const target = focused && named(focused.name);
    if (!target) return;
    target.focus();
    try {
      if (selection) target.setSelectionRange(selection[0], selection[1]);
    } catch {
      // A field without a text selection (e-mail): the cursor stays where the focus put it.
    }
  };
}

/**
 * A request form in view at once (home, contact, the service pages). The server renders it in place, and the browser
 * leaves it as that plain form, which works as it does without JavaScript, until the visitor points at it or moves
 * into it: then its code, the heaviest of these pages, is fetched and the live form takes its place, with what was
 * typed and where the cursor was.
 */
export function LazyRequestForm(props: ComponentProps<RequestFormComponent>) {
  const box = useRef<HTMLDivElement>(null);
  const [loadedForm, setLoadedForm] = useState<RequestFormComponent | null>(null);
  const RequestForm = serverRequestForm ?? loadedForm;
  const live = useRef<Promise<void> | null>(null);
  /** Fetches the form's code once and puts the live form in place of the server's. */
  const goLive = () =>
    (live.current ??= loadRequestForm().then((form) => {
      const element = box.current;
      if (!element) return;
      const putBack = takeInput(element);
      flushSync(() => setLoadedForm(() => form));
      putBack(element);
    }));
  const asked = () => {
    // Not fetched (offline): the server's form still sends.
    if (!RequestForm) goLive().catch(() => {});
  };

  // Sent before its code was there (at once, or on a slow line): the live form takes the request and checks it
  // as it does any, rather than the browser's own messages or a page load.
  useEffect(() => {
    const element = box.current;
    if (RequestForm || !element) return;
    let sending = false;
    // Every field the browser finds wrong fires `invalid`: none shows its message, and the form is sent once.
    const send = (event: Event) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      const serverForm = element.querySelector('form');
      goLive().then(
        () => element.querySelector('form')?.requestSubmit(),
        () => serverForm?.submit(),
      );
    };
    element.addEventListener('submit', send, true);
    element.addEventListener('invalid', send, true);
    return () => {
      element.removeEventListener('submit', send, true);
      element.removeEventListener('invalid', send, true);
    };
  });

  return (
    <div
      ref={box}
      onPointerEnter={asked}
      onFocus={asked}
      {...(!RequestForm && { suppressHydrationWarning: true, dangerouslySetInnerHTML: serverMarkup })}
    >
      {RequestForm && <RequestForm {...props} />}
    </div>
  );
}
