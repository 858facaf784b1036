/**
 * The calls of drafts and publication, the same for machines and articles: the draft (`GET`/`PATCH
 * /api/{kind}/{id}/draft`), `POST …/publish`, `POST …/unpublish`, `POST …/preview`, and where an item stands as
 * `GET /api/{kind}/{id}` tells it to a caller with a session.
 */
import { previewSchema, publishSchema, unpublishSchema } from '@/schemas/publication';
import { hasOfficeSession, requireAdmin } from '@/server/auth/request';
import { readConfig } from '@/server/config';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { editingDrafts } from '@/server/history';
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
import { parseWith, pathId, readJson } from './body';
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
async function optionalJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJson(request);
}

/** The draft as `read` presents it (the item's own shape), with the draft's version as its `ETag`. */
async function draftAnswer(kind: DraftKind, id: number, body: object): Promise<Response> {
  const [draft, publication] = await Promise.all([readDraft(kind, id), publicationOf(kind, id)]);
  const response = Response.json({ ...body, draft_version: draft.draftVersion, ...presentPublication(publication) });
  response.headers.set('ETag', entityTag(draft.draftVersion));
  return response;
}

/**
 * `GET` and `PATCH /api/{kind}/{id}/draft`: the draft in the shape of `GET /api/{kind}/{id}` (the published item
 * when there is no draft); a `PATCH` takes the body of the item's own `PATCH` and changes the draft only (its
 * `If-Match`: the draft's version).
 */
export function draftRoutes(
  kind: DraftKind,
  read: (id: number, locale: Locale) => Promise<object>,
  save: (request: Request, id: number, expect: ReturnType<typeof ifMatch>) => Promise<void>,
) {
  return {
    GET: apiRoute(async (request: Request, { params }: IdParams) => {
      // A translator reads what its texts are saved into.
      await requireAdmin(request, 'texts');
      const id = pathId((await params).id, names[kind]);
      return draftAnswer(kind, id, await read(id, requestLocale(request)));
    }),
    PATCH: apiRoute(async (request: Request, { params }: IdParams) => {
      await requireAdmin(request, 'content');
      const id = pathId((await params).id, names[kind]);
      const expect = ifMatch(request);
      await editingDrafts(() => save(request, id, expect));
      return draftAnswer(kind, id, await read(id, requestLocale(request)));
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
