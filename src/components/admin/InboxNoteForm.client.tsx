'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { addRequestNoteAction } from '@/app/(admin)/admin/_actions/inbox';
import { textProblem } from '@/schemas/field-errors';
import { inboxNoteSchema } from '@/schemas/inbox';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';

/** The form of a new internal note on request `requestId`; emptied once the note is stored. */
export function InboxNoteForm(props: { requestId: number }) {
  return (
    <ErrorLineProvider>
      <NoteForm {...props} />
    </ErrorLineProvider>
  );
}

function NoteForm({ requestId }: { requestId: number }) {
  const t = useTranslations('AdminInboxRequest');
  const { run, pending } = useAdminAction();
  const form = useForm({ resolver: codeResolver(inboxNoteSchema), defaultValues: { id: requestId, body: '' } });
  useFormDraft(form, 'note-new', { dirty: form.formState.isDirty && !pending });
  const error = form.formState.errors.body;
  const submit = form.handleSubmit((note) =>
    run(
      () => addRequestNoteAction(note),
      () => form.reset({ id: requestId, body: '' }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <label htmlFor="inbox-note" className="block text-sm font-medium">
        {t('notes.label')}
      </label>
      <textarea
        id="inbox-note"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'inbox-note-error' : undefined}
        className="mt-1 block w-full rounded-sm border border-steel-300 bg-white px-3 py-2"
        {...form.register('body')}
      />
      {error && (
        <p id="inbox-note-error" className="mt-1 text-sm text-red-800">
          {textProblem(error.message) === 'required' ? t('notes.required') : t('notes.tooLong')}
        </p>
      )}
      <ErrorLine className="mt-3" />
      <Button type="submit" variant="dark" size="sm" disabled={pending} className="mt-3">
        {pending ? t('notes.adding') : t('notes.add')}
      </Button>
    </form>
  );
}
