'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { addMachinePictureAction, reorderMachinePicturesAction } from '@/app/(admin)/admin/_actions/machine-pictures';
import type { ActionFailure } from '@/schemas/action-result';
import { formatLocale, type Locale } from '@/i18n/locales';

import { buttonClass } from '../ui/button-class';
import { reach, useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { MachinePictureCard } from './MachinePictureCard.client';
import type { AdminPicture, UploadLimitsMB } from './machine-pictures';
import { SortableList } from './SortableList.client';
import { uploadFailure, uploadFile } from './uploadFile';
import { useLeaveWarning } from './LeaveWarning.client';

interface Sending {
  id: string;
  name: string;
  progress: number;
  error?: string;
  /** The file of a picture refused because a colleague changed the pictures since: kept, to send again. */
  refused?: File;
}

/**
 * The pictures and videos of a machine: files sent one after the other with their progress shown, the gallery
 * in the order the catalogue shows them (dragged or moved by keyboard), each picture's alt text in five
 * languages, and Delete after confirming. Failures other than a file's show in the screen's error line; so does
 * a picture refused because a colleague changed the pictures since, whose file stays in the list, to send again in
 * one click after Reload.
 */
export function MachinePictures(props: {
  machineId: number;
  pictures: AdminPicture[];
  locale: Locale;
  limits: UploadLimitsMB;
}) {
  const { machineId } = props;
  const t = useTranslations('MachinePictures');
  const percent = new Intl.NumberFormat(formatLocale[props.locale], { style: 'percent' });
  const { run, pending: reordering, errorText, report } = useAdminAction();
  // The gallery shown is always the latest render's.
  const version = useLatestVersion();
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const busy = sending.some((file) => !file.error);
  useLeaveWarning(busy);

  const update = (id: string, change: Partial<Sending>) =>
    setSending((files) => files.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const failure = (result: ActionFailure) => {
    const reason = uploadFailure(result);
    return reason === 'unsupported' ? t('unsupported') : errorText(reason);
  };

  async function send(files: File[], again?: string) {
    const queue = files.map((file) => ({ file, id: `${file.name}-${file.size}-${Math.random()}` }));
    setSending((current) => [
      ...current.filter((item) => item.id !== again),
      ...queue.map(({ file, id }) => ({ id, name: file.name, progress: 0 })),
    ]);
    for (const { file, id } of queue) {
      const sent = await uploadFile(file, { kind: 'machine', id: machineId }, (progress) => update(id, { progress }));
      const added = sent.ok
        ? await reach(
            addMachinePictureAction({ machineId, picture: { ticket: sent.data.ticket, type: file.type }, version }),
          )
        : sent;
      // The action's answer brings the gallery back with the new picture.
      if (added.ok) {
        setSending((current) => current.filter((item) => item.id !== id));
      } else if (added.error === 'conflict') {
        // Who changed the pictures meanwhile, and Reload to see theirs.
        report(added);
        update(id, { error: t('notSent'), refused: file });
      } else {
        update(id, { error: failure(added) });
      }
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-10">
      <h2 id={`${inputId}-title`} className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="mt-4 rounded-sm border border-dashed border-steel-300 bg-white p-4">
        <label htmlFor={inputId} className={buttonClass('primary', 'md', 'cursor-pointer')}>
          {t('choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*,video/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <p className="mt-2 text-sm text-steel-700">{t('formats', props.limits)}</p>
        {sending.length > 0 && (
          <ul className="mt-4 grid gap-3">
            {sending.map((file) => (
              <li key={file.id} className="text-sm">
                {file.error ? (
                  <p role="alert" className="flex flex-wrap items-center gap-2 text-signal">
                    <span className="font-medium">{file.name}:</span> {file.error}
                    {file.refused && (
                      <button type="button" className="underline" onClick={() => void send([file.refused!], file.id)}>
                        {t('sendAgain')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="underline"
                      onClick={() => setSending((all) => all.filter((item) => item.id !== file.id))}
                    >
                      {t('dismiss')}
                    </button>
                  </p>
                ) : (
                  <label className="block">
                    {t('progress', { name: file.name, percent: percent.format(file.progress) })}
                    <progress value={file.progress} max={1} className="mt-1 block h-2 w-full accent-signal" />
                  </label>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.pictures.length === 0 ? (
        <p className="mt-4 text-steel-700">{t('empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SortableList
            grid
            items={props.pictures}
            itemName={(picture) =>
              picture.description || t('pictureNumber', { position: props.pictures.indexOf(picture) + 1 })
            }
            onReorder={(ids) => run(() => reorderMachinePicturesAction({ machineId, ids, version }))}
            disabled={reordering}
          >
            {(picture, sortable) => (
              <MachinePictureCard key={picture.id} picture={picture} sortable={sortable} {...props} />
            )}
          </SortableList>
        </ul>
      )}
    </section>
  );
}
