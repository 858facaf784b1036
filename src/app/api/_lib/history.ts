/**
 * The history's calls, the same for machines, articles and categories: the revisions of one item, the restore of
 * one, and the versions of HTTP's conditional requests (`ETag` and `If-Match`).
 */
import { restoreSchema, revisionsQuerySchema, trashKindSchema } from '@/schemas/history';
import type { Locale } from '@/i18n/locales';
import { requireAdmin } from '@/server/auth/request';
import { NotFoundError, PreconditionFailedError } from '@/server/errors';
import { type Expectation, listRevisions, restoreRevision, type RevisionKind } from '@/server/history';

import { requestLocale } from '../../../i18n/request-locale';
import { parseQuery, parseWith, pathId, readJson } from './body';
import { apiRoute } from './respond';

const names: Record<RevisionKind, string> = { machine: 'Machine', news: 'News', category: 'Category' };

/** The entity tag of a version: `"7"`. */
export const entityTag = (version: number) => `"${version}"`;

/** A JSON answer with the item's version as its `ETag`. */
export function withEntityTag(body: { version: number }, init?: ResponseInit): Response {
  const response = Response.json(body, init);
  response.headers.set('ETag', entityTag(body.version));
  return response;
}

/**
 * What a write's `If-Match` expects (RFC 9110): nothing without one or with `*`; else one of the tags it lists must be
 * the current version's. A tag that names no version can match none: the write is refused (412).
 */
export function ifMatch(request: Request): Expectation {
  const header = request.headers.get('if-match');
  if (header === null || header.trim() === '*') return {};
  const versions = header
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"(\d{1,10})"\s*$/.exec(tag)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number);
  if (versions.length === 0) {
    throw new PreconditionFailedError('If-Match names no version of this item', { username: null, at: new Date() });
  }
  // Several tags: the write goes ahead if any is current, which only the first can be checked against here.
  return { exact: versions[0] };
}

type IdParams = { params: Promise<{ id: string }> };
type RevisionParams = { params: Promise<{ id: string; revisionId: string }> };

/** `GET /api/{kind}/{id}/revisions?limit=&before=`: the item's revisions, newest first. */
export function revisionsRoute(kind: RevisionKind) {
  return apiRoute(async (request: Request, { params }: IdParams) => {
    await requireAdmin(request, 'content');
    const id = pathId((await params).id, names[kind]);
    const { limit, before } = parseQuery(revisionsQuerySchema, request);
    return Response.json(await listRevisions(kind, id, { limit, before }));
  });
}

/**
 * `POST /api/{kind}/{id}/revisions/{revisionId}/restore`, with an optional body `{ "field", "language", "before" }`:
 * the item as restored (as right after the revision; with `"before": true`, as right before it).
 */
export function restoreRoute<T extends { version: number }>(
  kind: RevisionKind,
  fresh: (id: number, locale: Locale) => Promise<T>,
) {
  return apiRoute(async (request: Request, { params }: RevisionParams) => {
    await requireAdmin(request, 'content');
    const { id: rawId, revisionId: rawRevision } = await params;
    const id = pathId(rawId, names[kind]);
    const revisionId = pathId(rawRevision, 'Revision');
    const hasBody = request.headers.get('content-length') !== '0' && request.body !== null;
    const only = parseWith(restoreSchema, hasBody ? await readJsonOrEmpty(request) : {});
    const field = only.field ? { field: only.field, language: only.language ?? null } : undefined;
    await restoreRevision(kind, id, revisionId, field, only.before ?? false);
    return withEntityTag(await fresh(id, requestLocale(request)));
  });
}

/** A restore's body is optional: an empty one is `{}`. */
async function readJsonOrEmpty(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJson(request);
}

/** The kind and id of a trash entry from the path (`/api/trash/{kind}/{id}`): an unknown kind names nothing (404). */
export async function trashEntry(params: Promise<{ kind: string; id: string }>) {
  const { kind, id } = await params;
  const parsed = trashKindSchema.safeParse(kind);
  if (!parsed.success) throw new NotFoundError('Item in the trash');
  return { kind: parsed.data, id: pathId(id, 'Item in the trash') };
}
