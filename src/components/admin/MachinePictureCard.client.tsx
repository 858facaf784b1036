'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { deleteMachinePictureAction, updateMachinePictureAction } from '@/app/(admin)/admin/_actions/machine-pictures';
import { MediaView } from '@/components/MediaView';
import type { Locale } from '@/i18n/locales';
import { pictureUpdateSchema } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useItemEdit, useLatestVersion } from './ItemVersion.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { useFormDraft } from './FormDrafts.client';
import { codeResolver } from './code-resolver';
import type { AdminPicture } from './machine-pictures';
import type { SortableItemProps } from './SortableList.client';
import { StatusLine, useStatus } from './StatusLine.client';
import { shortened } from './shortened';

type Descriptions = Record<`description_${Locale}`, string>;

/**
 * One picture or video of the gallery: shown (a video with its controls), its alt text edited in five languages
 * ("Saved." once sent), Delete after a confirmation that names it by its alt text in the admin's language.
 */
export function MachinePictureCard(props: {
  machineId: number;
  picture: AdminPicture;
  locale: Locale;
  sortable: SortableItemProps;
}) {
  const { machineId, picture, locale } = props;
  const t = useTranslations('MachinePictures');
  const { attach, style, handle, dragging } = props.sortable;
  const status = useStatus();
  const { run, pending } = useAdminAction({ status });
  const saved = Object.fromEntries(
    Object.entries(picture).filter(([field]) => field.startsWith('description_')),
  ) as Descriptions;
  // After a save the screen's data is reloaded: the form follows the saved texts (react-hook-form compares their
  // content), keeping what is being typed.
  const form = useForm({
    resolver: codeResolver(pictureUpdateSchema),
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  // The card stays through the screen's renders and shows the latest (its texts follow the server's): its editor's
  // version is the one it was opened on; texts a colleague's change refused open it again after the Reload.
  // A reset puts the saved texts back even in the fields being typed in (the form's own resets keep those).
  const restore = () => form.reset(saved, { keepDirtyValues: false });
  const edit = useItemEdit(`pictures.${picture.id}`, { onReload: restore });
  const latest = useLatestVersion();
  const [editing, setEditing] = useState(edit.kept !== undefined);
  useFormDraft(form, `picture-${picture.id}`, {
    dirty: editing && form.formState.isDirty,
    onRestore: () => setEditing(true),
  });

  // Focus follows the editor: into its field when it opens, back to its button when it closes.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) form.setFocus(`description_${locale}`);
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form, locale]);

  const save = form.handleSubmit((values) => {
    const changes = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => saved[field as keyof Descriptions] !== value.trim()),
    );
    if (Object.keys(changes).length === 0) return close();
    run(
      () => updateMachinePictureAction({ machineId, pictureId: picture.id, changes, version: edit.version }),
      () => {
        status.say(t('saved'));
        close();
      },
      edit.refused(changes),
    );
  });

  function close() {
    edit.forget();
    setEditing(false);
  }

  function remove() {
    const altText = shortened(picture[`description_${locale}`], 60);
    if (!window.confirm(altText ? t('confirmDelete', { altText }) : t('confirmDeleteUndescribed'))) return;
    run(() => deleteMachinePictureAction({ machineId, pictureId: picture.id, version: latest }));
  }

  return (
    <li
      ref={attach}
      style={style}
      className={`flex min-w-0 flex-col rounded-sm border bg-white ${dragging ? 'border-signal shadow-lg' : 'border-steel-100'}`}
    >
      <MediaView
        media={picture}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        controls
        className="aspect-[4/3] w-full bg-steel-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-3 text-sm">
        <p>
          <span className="font-medium">{t('altTextShown')} </span>
          {picture.description || <span className="text-steel-700 italic">{t('noAltText')}</span>}
        </p>
        {editing && (
          // One column no wider than the card (grid-cols-1 is minmax(0, 1fr)): the language tabs scroll inside it.
          <form onSubmit={save} noValidate className="grid grid-cols-1 gap-3">
            <LocalizedInputs
              locale={locale}
              fields={[{ field: 'description', label: t('altText') }]}
              register={form.register}
              formState={form.formState}
              item={{ kind: 'picture', id: picture.id }}
              form={form}
              kept={edit.kept}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="dark" size="sm" disabled={pending}>
                {t('save')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  restore();
                  close();
                }}
              >
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
        <div className="mt-auto flex items-center gap-2">
          {handle}
          {!editing && (
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              onClick={() => {
                status.say(null);
                edit.restart();
                setEditing(true);
              }}
            >
              {t('editAltText')}
            </Button>
          )}
          <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
            {t('delete')}
          </Button>
        </div>
        <StatusLine status={status} />
      </div>
    </li>
  );
}
