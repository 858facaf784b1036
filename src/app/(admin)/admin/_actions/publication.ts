'use server';

import {
  draftItemSchema,
  previewActionSchema,
  publishActionSchema,
  unpublishActionSchema,
} from '@/schemas/publication';
import { readConfig } from '@/server/config';
import { previewPath } from '@/server/publication/preview';
import { cancelSchedule, discardDraft, publicationOf, publishItem, unpublishItem } from '@/server/publication/publish';

import { adminAction } from '../_lib/action';

/** Publishes the item's draft (all languages or those chosen), now or at the time given in Swiss time. */
export async function publishAction(input: unknown) {
  return adminAction('content', publishActionSchema, input, async ({ kind, id, languages, at, version }) => {
    // A colleague's change since the screen showed the draft is not published unseen.
    const result = await publishItem(kind, id, { languages, at, expect: { base: version } });
    return { status: result.status, publishedNowInstead: result.publishedNowInstead ?? false };
  });
}

/** Takes the item off the site, now or at the time given. */
export async function unpublishAction(input: unknown) {
  return adminAction('content', unpublishActionSchema, input, async ({ kind, id, at }) => {
    await unpublishItem(kind, id, { at });
    return null;
  });
}

/** Drops the item's draft: the back office shows the published version again. */
export async function discardDraftAction(input: unknown) {
  return adminAction('content', draftItemSchema, input, async ({ kind, id, version }) => {
    await discardDraft(kind, id, { base: version });
    return null;
  });
}

/** Cancels the item's scheduled publication and unpublication. */
export async function cancelScheduleAction(input: unknown) {
  return adminAction('content', draftItemSchema, input, async ({ kind, id }) => {
    await cancelSchedule(kind, id, { publish: true, unpublish: true });
    return null;
  });
}

/** A signed link, valid for a day, to the item's public page in one language as its draft makes it. */
export async function previewAction(input: unknown) {
  return adminAction('content', previewActionSchema, input, async ({ kind, id, language }) => {
    await publicationOf(kind, id);
    return { url: `${readConfig().siteUrl}${previewPath({ kind, id, language })}` };
  });
}
