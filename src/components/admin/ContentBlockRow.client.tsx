'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { deleteContentBlockAction, updateContentBlockAction } from '@/app/(admin)/admin/_actions/news';
import { colon, type Locale } from '@/i18n/locales';
import { priority as prioritySchema } from '@/schemas/fields';
import { contentBlockCreateSchema } from '@/schemas/news';
import type { ContentBlock } from '@/server/news/articles';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { type KeptTexts, useItemEdit } from './ItemVersion.client';
import { useMayManage } from './TranslationEditing.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import type { SortableItemProps } from './SortableList.client';
import type { Status } from './StatusLine.client';
import { shortened } from './shortened';
import { useFormDraft } from './FormDrafts.client';
import { useLeaveWarning } from './LeaveWarning.client';
import { codeResolver } from './code-resolver';

const editSchema = contentBlockCreateSchema.omit({ priority: true });
type BlockTexts = ReturnType<typeof editSchema.parse>;

/** A block's two localized fields, labelled by `label` (the `AdminNewsContent` messages `subtitle` and `content`). */
export const blockFields = (label: (key: 'subtitle' | 'content') => string) => [
  { field: 'title', label: label('subtitle') },
  { field: 'content', label: label('content'), formatted: true },
];

/**
 * One block of the table: its drag handle, priority (Enter saves it), subtitle and start of content; Edit opens
 * its ten texts. Saves are said on `status`; Delete asks first, naming the block by its subtitle.
 */
export function ContentBlockRow(props: {
  newsId: number;
  block: ContentBlock;
  locale: Locale;
  status: Status;
  sortable: SortableItemProps;
}) {
  const { newsId, block, status } = props;
  const manage = useMayManage();
  const t = useTranslations('AdminNewsContent');
  const { attach, style, handle, dragging } = props.sortable;
  // Shown from this render of the block (a new one starts the row again): its version, and its texts a colleague's
  // change refused, which open the editor again after the Reload.
  const edit = useItemEdit(`content.${block.id}`);
  const [editing, setEditing] = useState(edit.kept !== undefined);
  const [priority, setPriority] = useState(String(block.priority));
  const [wrongPriority, setWrongPriority] = useState(false);
  const { run, pending } = useAdminAction({ status });
  useLeaveWarning(priority !== String(block.priority));

  const send = (changes: Record<string, unknown>) =>
    run(
      () => updateContentBlockAction({ newsId, blockId: block.id, changes, version: edit.version }),
      () => {
        edit.forget();
        status.say(t('saved'));
      },
      edit.refused(changes),
    );

  function savePriority() {
    const parsed = prioritySchema.safeParse(priority);
    setWrongPriority(!parsed.success);
    if (parsed.success && parsed.data !== block.priority) send({ priority: parsed.data });
  }

  function remove() {
    if (!window.confirm(t('confirmDelete', { subtitle: shortened(block.title, 60) }))) return;
    run(() => deleteContentBlockAction({ newsId, blockId: block.id, version: edit.version }));
  }

  if (editing) {
    return (
      <tr ref={attach} style={style} className="bg-steel-50">
        <td className="w-10 px-1 py-2 align-top">{handle}</td>
        <td colSpan={4} className="px-3 py-4">
          {/* As wide as the table's box beside the handle, not the table: on a phone the table scrolls, the form must not. */}
          <div className="sticky left-3 w-[calc(100cqw-4.5rem)]">
            <EditBlock
              block={block}
              locale={props.locale}
              pending={pending}
              kept={edit.kept}
              onCancel={() => {
                edit.forget();
                setEditing(false);
              }}
              onSave={send}
            />
          </div>
        </td>
      </tr>
    );
  }

  return (
    <tr
      ref={attach}
      style={style}
      className={dragging ? 'bg-steel-50 shadow-md' : priority !== String(block.priority) ? 'bg-orange-50' : undefined}
    >
      <td className="w-10 px-1 py-2 align-top">{handle}</td>
      <td className="px-3 py-2 align-top">
        <input
          type="number"
          value={priority}
          aria-label={`${t('columns.priority')}, ${block.title}`}
          aria-invalid={wrongPriority || undefined}
          title={wrongPriority ? t('wholeNumber') : undefined}
          onChange={(event) => setPriority(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && savePriority()}
          className="w-20 rounded-sm border border-steel-300 bg-white px-2 py-1.5 aria-invalid:border-signal"
        />
        {wrongPriority && (
          <p role="alert" className="mt-1 text-xs text-signal">
            {t('wholeNumber')}
          </p>
        )}
      </td>
      <td className="px-3 py-2 align-top font-medium sm:min-w-40">{block.title}</td>
      <td className="hidden min-w-56 px-3 py-2 align-top text-steel-700 sm:table-cell">
        {shortened(block.content, 90)}
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex flex-col gap-2 whitespace-nowrap sm:flex-row">
          <Button variant="dark" size="sm" onClick={() => setEditing(true)} disabled={pending}>
            {t('edit')}
          </Button>
          {manage && (
            <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
              {t('delete')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The ten texts of a block in language tabs; only the changed ones are sent. */
function EditBlock(props: {
  block: ContentBlock;
  locale: Locale;
  pending: boolean;
  /** What a save refused because of a colleague's change had typed (see useItemEdit). */
  kept?: KeptTexts;
  onCancel: () => void;
  onSave: (changes: Record<string, unknown>) => void;
}) {
  const { block } = props;
  const t = useTranslations('AdminNewsContent');
  const form = useForm<BlockTexts>({ resolver: codeResolver(editSchema), defaultValues: block });
  const { isDirty, dirtyFields } = form.formState;
  useFormDraft(form, `block-${block.id}`, { dirty: isDirty });

  const save = form.handleSubmit((texts) => {
    const changes = Object.fromEntries(
      Object.entries(texts).filter(([field]) => dirtyFields[field as keyof BlockTexts]),
    );
    if (Object.keys(changes).length === 0) return props.onCancel();
    props.onSave(changes);
  });

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`${t('edit')}${colon(props.locale)} ${block.title}`}
      className="max-w-3xl whitespace-normal"
    >
      <LocalizedInputs
        locale={props.locale}
        fields={blockFields((key) => t(key))}
        register={form.register}
        formState={form.formState}
        item={{ kind: 'newsBlock', id: block.id }}
        form={form}
        kept={props.kept}
      />
      <div className="mt-4 flex gap-3">
        <Button type="submit" variant="dark" disabled={props.pending}>
          {t('save')}
        </Button>
        <Button variant="outline" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
