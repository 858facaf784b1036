'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { addContentBlockAction, reorderContentBlocksAction } from '@/app/(admin)/admin/_actions/news';
import type { ActionResult } from '@/schemas/action-result';
import { type Locale, locales } from '@/i18n/locales';
import { type ContentBlockCreate, contentBlockCreateSchema } from '@/schemas/news';
import type { ContentBlock } from '@/server/news';

import { blockFields, type ContentBlockLabels, ContentBlockRow, type Settle } from './ContentBlockRow.client';
import { LocalizedInputs } from './LanguageTabs.client';
import { AdminTable, handleColumn } from './AdminTable';
import { SortableList } from './SortableList.client';
import { useLeaveWarning } from './LeaveWarning.client';

/**
 * The content blocks of an article: the table in priority order, each row moved by its handle (drag or keyboard)
 * or by its priority, the section's error area, the add form.
 */
export function ContentBlocks(props: {
  newsId: number;
  blocks: ContentBlock[];
  locale: Locale;
  labels: ContentBlockLabels;
}) {
  const { newsId, blocks, locale, labels } = props;
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  /** Shows what went wrong, or reloads the blocks on success. */
  const settle: Settle = (result: ActionResult<unknown>) => {
    if (!result.ok) {
      setFailure(`${labels.failed}${labels.errors[result.error]}`);
      return false;
    }
    setFailure(null);
    router.refresh();
    return true;
  };

  function reorder(ids: number[]) {
    startTransition(async () => void settle(await reorderContentBlocksAction({ newsId, ids }).catch(() => unexpected)));
  }

  return (
    <section aria-labelledby="news-content" className="mt-10">
      <h2 id="news-content" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{labels.intro}</p>
      <AdminTable
        columns={[
          handleColumn(labels.order),
          { label: labels.columns.priority },
          { label: labels.columns.subtitle },
          { label: labels.columns.content, className: 'hidden sm:table-cell' },
          { label: labels.columns.actions },
        ]}
        empty={labels.empty}
        isEmpty={blocks.length === 0}
      >
        <SortableList items={blocks} itemName={(block) => block.title} onReorder={reorder} labels={labels.sortable}>
          {(block, sortable) => (
            // A new key after each reload, so that the row starts again from the saved values.
            <ContentBlockRow
              key={JSON.stringify(block)}
              newsId={newsId}
              block={block}
              locale={locale}
              labels={labels}
              onDone={settle}
              sortable={sortable}
            />
          )}
        </SortableList>
      </AdminTable>
      {failure && (
        <p role="alert" className="mt-4 rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm text-signal">
          {failure}
        </p>
      )}
      <AddContentBlock newsId={newsId} locale={locale} labels={labels} onDone={settle} />
    </section>
  );
}

const unexpected = { ok: false, error: 'unexpected' } as const;

const empty = Object.fromEntries(
  locales.flatMap((locale) => [`title_${locale}`, `content_${locale}`]).map((field) => [field, '']),
) as unknown as ContentBlockCreate;

/** Five subtitles and five contents, all required; a new block goes last. */
export function AddContentBlock(props: { newsId: number; locale: Locale; labels: ContentBlockLabels; onDone: Settle }) {
  const { labels } = props;
  const [pending, startTransition] = useTransition();
  const form = useForm<ContentBlockCreate>({
    resolver: zodResolver(contentBlockCreateSchema) as never,
    defaultValues: empty,
  });
  useLeaveWarning(form.formState.isDirty);

  const submit = form.handleSubmit((block) =>
    startTransition(async () => {
      const result = await addContentBlockAction({ newsId: props.newsId, block }).catch(() => unexpected);
      if (props.onDone(result)) form.reset(empty);
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="news-content-add"
      className="mt-6 rounded-sm border border-steel-100 bg-white p-4 sm:p-6"
    >
      <h3 id="news-content-add" className="font-semibold">
        {labels.addHeading}
      </h3>
      <div className="mt-2">
        <LocalizedInputs
          locale={props.locale}
          fields={blockFields(labels)}
          register={form.register}
          errors={form.formState.errors}
          labels={labels.tabs}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="mt-4 rounded-sm bg-signal px-4 py-2 font-medium text-white hover:bg-anthracite disabled:opacity-60"
      >
        {labels.add}
      </button>
    </form>
  );
}
