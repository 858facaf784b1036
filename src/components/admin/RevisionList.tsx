import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';

import { type Locale, locales } from '@/i18n/locales';
import type { Change, Revision, RevisionKind } from '@/server/history';

import { HistoryButtons } from './HistoryButtons.client';
import { shortened } from './shortened';

type Values = Record<string, unknown>;

/** What a part is called in a sentence: its name, description or title in the admin's language, else its number. */
function partLabel(values: unknown, locale: Locale, id: string): string {
  const row = (values ?? {}) as Values;
  for (const field of ['name', 'title', 'description']) {
    const text = row[`${field}_${locale}`] ?? locales.map((other) => row[`${field}_${other}`]).find(Boolean);
    if (typeof text === 'string' && text.trim()) return shortened(text, 40);
  }
  return `#${id}`;
}

/**
 * The revisions of one item, newest first, each in words an office worker reads ("Name (DE): “HP 100” → “Presse
 * HP-100”", "Option “Stroke” deleted"), with a button to restore the item as it was right after it (but the latest,
 * which is the item as it is), and one per change to undo it: that field in that language as it was before. `language`
 * shows only the changes of one language.
 */
export async function RevisionList(props: {
  kind: RevisionKind;
  id: number;
  revisions: Revision[];
  /** The item's current version: its latest revision has nothing to restore. */
  current: number;
  /** Names of the categories by id, for a machine's categories. */
  categoryNames?: Record<number, string>;
  /** What the item's parts are called now, by `list.id` (`options.12`): a change of one of their fields names them. */
  partNames?: Record<string, string>;
  language?: Locale;
  locale: Locale;
  /** The address of the next page (older revisions), when there is one. */
  older?: string;
}) {
  const { locale, kind, id } = props;
  const t = await getTranslations({ locale, namespace: 'AdminHistory' });
  const format = await getFormatter({ locale });
  const quoted = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? t('empty')
      : t('quoted', { text: shortened(String(value), 120) });
  const fieldName = (field: string) => {
    const key = `fields.${field}` as 'fields.name';
    return t.has(key) ? t(key) : field;
  };
  const partName = (list: string) => {
    const key = `parts.${list}` as 'parts.options';
    return t.has(key) ? t(key) : list;
  };
  const categories = (value: unknown) =>
    ((value as number[] | null) ?? [])
      .map((category) => props.categoryNames?.[category] ?? `#${category}`)
      .join(', ') || t('none');

  function describe(change: Change, revision: Revision): string | null {
    const [first, second, third] = change.field.split('.');
    const language = change.language ? ` (${change.language.toUpperCase()})` : '';
    if (second === undefined) {
      if (first === 'image_type') return null;
      if (first === 'image_key') return t('coverReplaced');
      if (first === 'categories') {
        return t('changed', {
          field: fieldName(first),
          before: categories(change.before),
          after: categories(change.after),
        });
      }
      if (first === 'published_at') {
        const date = (value: unknown) =>
          value ? format.dateTime(new Date(String(value)), { dateStyle: 'medium' }) : t('empty');
        return t('changed', { field: fieldName(first), before: date(change.before), after: date(change.after) });
      }
      return t('changed', {
        field: fieldName(first!) + language,
        before: quoted(change.before),
        after: quoted(change.after),
      });
    }
    if (second === 'order') {
      // An order that changed only by a part added or deleted says nothing of its own.
      const before = (change.before as number[]) ?? [];
      const after = (change.after as number[]) ?? [];
      const common = (list: number[], other: number[]) => list.filter((part) => other.includes(part)).join(',');
      return common(before, after) === common(after, before) ? null : t('reordered', { part: partName(first!) });
    }
    // The part's name as it was at this revision (or as it came).
    const values = change.after ?? change.before;
    const key = `${first}.${second}`;
    const label =
      third === undefined
        ? partLabel(values, locale, second)
        : (props.partNames?.[key] ?? partLabel(findPart(revision, key), locale, second));
    if (third === undefined) {
      return change.after === null
        ? t('partDeleted', { part: partName(first!), label })
        : change.before === null
          ? t('partAdded', { part: partName(first!), label })
          : null;
    }
    return t('partChanged', {
      part: partName(first!),
      label,
      field: fieldName(third) + language,
      before: quoted(change.before),
      after: quoted(change.after),
    });
  }

  const shown = props.revisions
    .map((revision) => ({
      revision,
      changes: revision.changes.filter(
        (change) => !props.language || change.language === props.language || change.language === null,
      ),
    }))
    .filter(({ revision, changes }) => !props.language || changes.length > 0 || revision.action !== 'update');

  if (shown.length === 0) return <p className="mt-6 text-steel-700">{t('nothing')}</p>;
  return (
    <>
      <ol className="mt-6 space-y-4">
        {shown.map(({ revision, changes }) => {
          const who =
            revision.source === 'system'
              ? t('bySystem')
              : revision.source === 'api'
                ? t('byApi', { username: revision.by.username ?? '?' })
                : (revision.by.username ?? '?');
          const latest = revision.version === props.current;
          return (
            <li key={revision.id} className="rounded-sm border border-steel-100 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">
                  {t(`actions.${revision.action}` as 'actions.update')}
                  <span className="font-normal text-steel-700">
                    {' · '}
                    <time dateTime={revision.at}>
                      {format.dateTime(new Date(revision.at), { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                    {' · '}
                    {who}
                  </span>
                </p>
                {!latest && revision.action !== 'trash' && (
                  <HistoryButtons
                    choices={[
                      {
                        command: { action: 'restoreRevision', kind, id, revisionId: revision.id },
                        label: t('restoreVersion'),
                      },
                    ]}
                  />
                )}
              </div>
              {changes.length > 0 && (
                <ul className="mt-3 space-y-2 text-sm">
                  {changes.map((change) => {
                    const text = describe(change, revision);
                    if (!text) return null;
                    return (
                      <li
                        key={`${change.field}:${change.language}`}
                        className="flex flex-wrap items-center justify-between gap-2 border-t border-steel-100 pt-2 [overflow-wrap:anywhere]"
                      >
                        <span>{text}</span>
                        <HistoryButtons
                          small
                          choices={[
                            {
                              command: {
                                action: 'restoreRevision',
                                kind,
                                id,
                                revisionId: revision.id,
                                field: change.field,
                                language: change.language,
                                before: true,
                              },
                              label: t('undo'),
                            },
                          ]}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {props.older && (
        <Link href={props.older} className="mt-6 inline-block font-medium text-signal hover:text-anthracite">
          {t('older')} →
        </Link>
      )}
    </>
  );
}

/** The values of a part as the revision's own changes tell them, for a change of one of its fields. */
function findPart(revision: Revision, key: string): unknown {
  const whole = revision.changes.find((change) => change.field === key);
  return whole ? (whole.after ?? whole.before) : null;
}
