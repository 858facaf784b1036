/**
 * The calls of drafts and publication, the same for machines and articles: the draft (`GET`/`PATCH
 * /api/{kind}/{id}/draft`), `POST …/publish`, `POST …/unpublish`, `POST …/preview`, where an item stands as
 * `GET /api/{kind}/{id}` tells it to a caller with a session, and the writes that ask for the draft
 * (`"status": "draft"`) instead of publishing at once.
 */
import { previewSchema, publishSchema, saveModeSchema, unpublishSchema } from '@/schemas/publication';
import { hasOfficeSession, requireAdmin } from '@/server/auth/request';
import { draftMachine } from '@/server/catalogue/machines';
import { readConfig } from '@/server/config';
import { NotFoundError, ValidationError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { editingDrafts } from '@/server/history';
import { draftNews } from '@/server/news/articles';
import { previewLifetimeSeconds, previewPath } from '@/server/publication/preview';
import {
  type DraftKind,
  type Publication,
  publicationOf,
  publishItem,
  readDraft,
  unpublishItem,
} from '@/server/publication/publish';

import { requestLocale } from '../../../i18n/request-locale';
import { parseQuery, parseWith, pathId, readJson } from './body';
import { entityTag, ifMatch, withEntityTag } from './history';
import { apiRoute } from './respond';

type IdParams = { params: Promise<{ id: string }> };

const names: Record<DraftKind, string> = { machine: 'Machine', news: 'News' };

/** Where the item stands, as the API names it. */
export function presentPublication(publication: Publication) {
  return {
    status: publication.status,
    publish_at: publication.publishAt,
    unpublish_at: publication.unpublishAt,
    has_draft: publication.hasDraft,
    /** The languages whose texts have unpublished changes. */
    draft_languages: publication.draftLanguages,
  };
}

/**
 * `GET /api/{kind}/{id}`: the published item for everyone (404 for one visitors do not see); with a session, any
 * item, with its `status` and the languages of its unpublished changes (a translator reads the items it translates,
 * drafts included).
 */
export async function itemAnswer<T extends { version: number; published: boolean }>(
  request: Request,
  kind: DraftKind,
  id: number,
  item: T,
): Promise<Response> {
  if (await hasOfficeSession(request)) {
    return withEntityTag({ ...item, ...presentPublication(await publicationOf(kind, id)) });
  }
  if (!item.published) throw new NotFoundError(names[kind]);
  return withEntityTag(item);
}

/** A body that may be left out: an empty one is `{}`. */
export async function optionalJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJson(request);
}

/** The item as its draft makes it, in the shape of `GET /api/{kind}/{id}`. */
const drafted: Record<DraftKind, (id: number, locale: Locale) => Promise<object>> = {
  machine: draftMachine,
  news: draftNews,
};

/**
 * What `GET /api/{kind}/{id}/draft` answers: the item as its draft makes it (the published item when there is none),
 * with `draft_version` as its `ETag` and where it stands; also the answer of every write saved to the draft.
 */
export async function draftAnswer(
  request: Request,
  kind: DraftKind,
  id: number,
  init?: ResponseInit,
): Promise<Response> {
  const item = await drafted[kind](id, requestLocale(request));
  const [draft, publication] = await Promise.all([readDraft(kind, id), publicationOf(kind, id)]);
  const body = { ...item, draft_version: draft.draftVersion, ...presentPublication(publication) };
  const response = Response.json(body, init);
  response.headers.set('ETag', entityTag(draft.draftVersion));
  return response;
}

/**
 * Where a REST write of a machine or an article, or of one of their parts, saves: `"status"` in its JSON body, or
 * `?status=` in its query (how a `DELETE` without a body asks); given in both, they must agree.
 */
export function saveMode(request: Request, body: Record<string, unknown>): 'draft' | 'published' {
  const inBody = parseWith(saveModeSchema, body).status;
  const inQuery = parseQuery(saveModeSchema, request).status;
  if (inBody && inQuery && inBody !== inQuery) {
    const fields = { status: 'The body and the query ask for different statuses' };
    throw new ValidationError('Invalid value for: status.', fields);
  }
  return inBody ?? inQuery ?? 'published';
}

/** The item a write changes, and the body it came with (`{}` for none), which may ask for the draft. */
interface SaveTarget {
  kind: DraftKind;
  id: number;
  body: Record<string, unknown>;
}

/**
 * Runs a REST write of an item or of one of its parts where the call asks (`saveMode`): on the published item,
 * answered by `published` as always; or, with `"status": "draft"`, on the item's draft, answered as
 * `GET /api/{kind}/{id}/draft` answers. A part `created` in the draft is answered with `201` and its `Location`
 * (`{path of the call}/{its id}`), the id it keeps once published.
 */
export async function saveAsAsked<T>(
  request: Request,
  target: SaveTarget,
  write: () => Promise<T>,
  published: (value: T) => Promise<Response>,
  options: { created?: (value: T) => number } = {},
): Promise<Response> {
  if (saveMode(request, target.body) === 'published') return published(await write());
  const value = await editingDrafts(write);
  if (!options.created) return draftAnswer(request, target.kind, target.id);
  const location = `${new URL(request.url).pathname}/${options.created(value)}`;
  return draftAnswer(request, target.kind, target.id, { status: 201, headers: { Location: location } });
}

/**
 * `GET` and `PATCH /api/{kind}/{id}/draft`: the draft in the shape of `GET /api/{kind}/{id}` (the published item
 * when there is no draft); a `PATCH` takes the body of the item's own `PATCH` and changes the draft only (its
 * `If-Match`: the draft's version).
 */
export function draftRoutes(
  kind: DraftKind,
  save: (request: Request, id: number, expect: ReturnType<typeof ifMatch>) => Promise<void>,
) {
  return {
    GET: apiRoute(async (request: Request, { params }: IdParams) => {
      // A translator reads what its texts are saved into.
      await requireAdmin(request, 'texts');
      return draftAnswer(request, kind, pathId((await params).id, names[kind]));
    }),
    PATCH: apiRoute(async (request: Request, { params }: IdParams) => {
      await requireAdmin(request, 'content');
      const id = pathId((await params).id, names[kind]);
      const expect = ifMatch(request);
      await editingDrafts(() => save(request, id, expect));
      return draftAnswer(request, kind, id);
    }),
  };
}

/**
 * `POST /api/{kind}/{id}/publish` with `{ "languages"?, "at"? }`: the draft published (those languages' changes and
 * those of no language), now or at `at`; a time already past publishes now and says so. `If-Match`: the item's
 * version.
 */
export function publishRoute(kind: DraftKind) {
  return apiRoute(async (request: Request, { params }: IdParams) => {
    await requireAdmin(request, 'content');
    const id = pathId((await params).id, names[kind]);
    const { languages, at } = parseWith(publishSchema, await optionalJson(request));
    const result = await publishItem(kind, id, { languages, at, expect: ifMatch(request) });
    return withEntityTag({
      version: result.version,
      ...presentPublication(await publicationOf(kind, id)),
      ...(result.publishedNowInstead && { published_now_instead: true }),
    });
  });
}

/** `POST /api/{kind}/{id}/unpublish` with `{ "at"? }`: off the site now (or at `at`), not deleted. */
export function unpublishRoute(kind: DraftKind) {
  return apiRoute(async (request: Request, { params }: IdParams) => {
    await requireAdmin(request, 'content');
    const id = pathId((await params).id, names[kind]);
    const { at } = parseWith(unpublishSchema, await optionalJson(request));
    const result = await unpublishItem(kind, id, { at, expect: ifMatch(request) });
    return withEntityTag({
      version: result.version,
      ...presentPublication(await publicationOf(kind, id)),
      ...(result.unpublishedNowInstead && { unpublished_now_instead: true }),
    });
  });
}

/** `POST /api/{kind}/{id}/preview` with `{ "language" }`: `{ url, expires_at }`, a signed link to the draft's page. */
export function previewRoute(kind: DraftKind) {
  return apiRoute(async (request: Request, { params }: IdParams) => {
    await requireAdmin(request, 'content');
    const id = pathId((await params).id, names[kind]);
    const { language } = parseWith(previewSchema, await readJson(request));
    // The item must exist: a link to nothing is not made.
    await publicationOf(kind, id);
    const path = previewPath({ kind, id, language });
    const expires = new Date(Date.now() + previewLifetimeSeconds * 1000).toISOString();
    return Response.json({ url: `${readConfig().siteUrl}${path}`, expires_at: expires });
  });
}
