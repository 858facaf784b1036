'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** A machine as the quote form offers it. */
export interface MachineChoice {
  id: number;
  name: string;
}

interface Props {
  /** The id of the visible text field, for its label. */
  inputId: string;
  /** The machine chosen at start: the one whose page the form is on. */
  initial: MachineChoice;
  /** Where matching names are found: a GET URL to which `q=` is added (`/api/machine/search?lang=de`). */
  searchUrl: string;
  /** False until the page runs JavaScript: the field then only shows the preselected machine. */
  interactive: boolean;
  /** The error and hint ids the field is described by, and whether it is wrong. */
  describedBy?: string;
  invalid?: boolean;
  className: string;
}

/** Time to wait after a keystroke before searching, so that a quick typist sends one request, not one per key. */
const searchDelayMs = 150;

/**
 * The quote form's machine: a text field that shows the chosen machine's name and suggests others as the visitor
 * types (a native datalist filled from the search route), never the whole catalogue. The form sends the chosen
 * machine's id from a hidden field; a name that matches no suggestion sends none, which the server refuses.
 * Without JavaScript the field is read-only and the preselected machine is sent.
 */
export function MachinePicker({ inputId, initial, searchUrl, interactive, describedBy, invalid, className }: Props) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<MachineChoice[]>([initial]);
  const [chosen, setChosen] = useState<number | null>(initial.id);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(pending.current), []);

  const search = (query: string) => {
    const ticket = ++latest.current;
    const separator = searchUrl.includes('?') ? '&' : '?';
    fetch(`${searchUrl}${separator}q=${encodeURIComponent(query)}`)
      .then((response) => (response.ok ? (response.json() as Promise<MachineChoice[]>) : null))
      .then((found) => {
        // An answer to an older query that arrives late must not replace the newer one's.
        if (!found || ticket !== latest.current) return;
        setSuggestions(found);
        setChosen((current) => current ?? found.find((machine) => sameName(machine.name, query))?.id ?? null);
      })
      .catch(() => {
        // Offline: the suggestions stay as they were, and the typed name still counts if it is one of them.
      });
  };

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const match = suggestions.find((machine) => sameName(machine.name, typed));
    setChosen(match?.id ?? null);
    clearTimeout(pending.current);
    if (match || typed.trim() === '') return;
    pending.current = setTimeout(() => search(typed.trim()), searchDelayMs);
  };

  return (
    <>
      <input
        id={inputId}
        type="text"
        list={listId}
        autoComplete="off"
        defaultValue={initial.name}
        readOnly={!interactive}
        onInput={onInput}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={className}
      />
      <datalist id={listId}>
        {suggestions.map((machine) => (
          <option key={machine.id} value={machine.name} />
        ))}
      </datalist>
      <input type="hidden" name="product" value={chosen ?? ''} />
    </>
  );
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
