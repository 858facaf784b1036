'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { editRequestNoteAction } from '@/app/(admin)/admin/_actions/inbox';
import { textProblem } from '@/schemas/field-errors';
import { inboxNoteEditSchema } from '@/schemas/inbox';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

interface Props {
  requestId: number;
  noteId: number;
  body: string;
  /** Who wrote it and when, and when it was edited, as the page words it. */
  byline: string;
  /** Whether the signed-in person wrote it: only its author may correct a note. */
  editable: boolean;
}

/** One internal note of a request; its author can correct it in place. */
export function InboxNote(props: Props) {
  return (
    <ErrorLineProvider>
      <Note {...props} />
    </ErrorLineProvider>
  );
}

function Note({ requestId, noteId, body, byline, editable }: Props) {
  const t = useTranslations('AdminInboxRequest');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const { run, pending } = useAdminAction();
  const form = useForm({
    resolver: codeResolver(inboxNoteEditSchema),
    values: { id: requestId, note: noteId, body },
  });
  useFormDraft(form, `note-${noteId}`, {
    dirty: editing && form.formState.isDirty && !pending,
    onRestore: () => setEditing(true),
  });
  const error = form.formState.errors.body;

  // Focus follows the editor: into the text when it opens, back to Edit when it closes.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) form.setFocus('body');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  const save = form.handleSubmit((note) => {
    if (note.body === body) return setEditing(false);
    run(
      () => editRequestNoteAction(note),
      () => setEditing(false),
    );
  });

  if (!editing) {
    return (
      <>
        <p className="whitespace-pre-line">{body}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-xs text-steel-700">
          <span id={`${id}-byline`}>{byline}</span>
          {editable && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              aria-describedby={`${id}-byline`}
              className="font-medium text-signal hover:underline"
            >
              {t('notes.edit')}
            </button>
          )}
        </p>
      </>
    );
  }
  return (
    <form onSubmit={save} noValidate>
      <label htmlFor={`${id}-body`} className="block text-sm font-medium">
        {t('notes.editLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
        {...form.register('body')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {textProblem(error.message) === 'required' ? t('notes.required') : t('notes.tooLong')}
        </p>
      )}
      <ErrorLine className="mt-2" />
      <div className="mt-2 flex gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={pending}>
          {pending ? t('notes.saving') : t('notes.save')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            form.reset({ id: requestId, note: noteId, body });
            setEditing(false);
          }}
        >
          {t('notes.cancel')}
        </Button>
      </div>
    </form>
  );
}
