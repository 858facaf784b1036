'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { addContentBlockAction, reorderContentBlocksAction } from '@/app/(admin)/admin/_actions/news';
import type { Locale } from '@/i18n/locales';
import { blankLocalized } from '@/schemas/fields';
import { contentBlockCreateSchema } from '@/schemas/news';
import type { ContentBlock } from '@/server/news/articles';

import { Button } from '../ui/Button';
import { blockFields, ContentBlockRow } from './ContentBlockRow.client';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { useMayManage } from './TranslationEditing.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { AdminTable, handleColumn } from './AdminTable';
import { SortableList } from './SortableList.client';
import { useFormDraft } from './FormDrafts.client';
import { type Status, StatusLine, useStatus } from './StatusLine.client';
import { codeResolver } from './code-resolver';

/**
 * The content blocks of an article: the table in priority order, each row moved by its handle (drag or keyboard)
 * or by its priority, the section's error and status lines, the add form.
 */
export function ContentBlocks(props: ContentBlocksProps) {
  const t = useTranslations('AdminNewsContent');
  return (
    // The blocks' failures show in an area of their own, under the table.
    <ErrorLineProvider prefix={t('failed')}>
      <ContentBlocksSection {...props} />
    </ErrorLineProvider>
  );
}

interface ContentBlocksProps {
  newsId: number;
  blocks: ContentBlock[];
  locale: Locale;
}

function ContentBlocksSection(props: ContentBlocksProps) {
  const { newsId, blocks, locale } = props;
  const manage = useMayManage();
  const t = useTranslations('AdminNewsContent');
  const status = useStatus();
  const { run } = useAdminAction({ status });
  // The order shown is always the latest render's.
  const version = useLatestVersion();

  function reorder(ids: number[]) {
    run(() => reorderContentBlocksAction({ newsId, ids, version }));
  }

  return (
    <section aria-labelledby="news-content" className="mt-10">
      <h2 id="news-content" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t('intro')}</p>
      <AdminTable
        columns={[
          handleColumn(t('order')),
          { label: t('columns.priority') },
          { label: t('columns.subtitle') },
          { label: t('columns.content'), className: 'hidden sm:table-cell' },
          { label: t('columns.actions') },
        ]}
        empty={t('empty')}
        isEmpty={blocks.length === 0}
      >
        <SortableList items={blocks} itemName={(block) => block.title} onReorder={reorder}>
          {(block, sortable) => (
            // A new key after each reload, so that the row starts again from the saved values.
            <ContentBlockRow
              key={JSON.stringify(block)}
              newsId={newsId}
              block={block}
              locale={locale}
              status={status}
              sortable={sortable}
            />
          )}
        </SortableList>
      </AdminTable>
      <ErrorLine className="mt-4" />
      <StatusLine status={status} className="mt-4" />
      {manage && <AddContentBlock newsId={newsId} locale={locale} status={status} />}
    </section>
  );
}

const empty = blankLocalized('title', 'content');

/** Five subtitles and five contents, all required; a new block goes last, and `status` says it was added. */
function AddContentBlock(props: { newsId: number; locale: Locale; status: Status }) {
  const { status } = props;
  const t = useTranslations('AdminNewsContent');
  const { run, pending } = useAdminAction({ status });
  const form = useForm({ resolver: codeResolver(contentBlockCreateSchema), defaultValues: empty });
  const version = useLatestVersion();
  useFormDraft(form, 'block-new');

  const submit = form.handleSubmit((block) =>
    run(
      () => addContentBlockAction({ newsId: props.newsId, block, version }),
      () => {
        status.say(t('added'));
        form.reset(empty);
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="news-content-add"
      className="mt-6 rounded-sm border border-steel-100 bg-white p-4 sm:p-6"
    >
      <h3 id="news-content-add" className="font-semibold">
        {t('addHeading')}
      </h3>
      <div className="mt-2">
        <LocalizedInputs
          locale={props.locale}
          fields={blockFields((key) => t(key))}
          register={form.register}
          formState={form.formState}
        />
      </div>
      <Button type="submit" disabled={pending} className="mt-4">
        {t('add')}
      </Button>
    </form>
  );
}
