/**
 * Preview links: a signed address of a draft's public page in one language, that expires (a day by default) and
 * can be sent to someone without an account. The signature is an HMAC with a key of the site's secret of its own
 * (secrets.ts); an altered or expired link opens nothing.
 */
import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { type Locale, locales } from '@/i18n/locales';

import { clock } from '../clock';
import { draftKinds } from '../db/schema';
import { keyFor } from '../secrets';
import type { DraftKind } from './publish';

/** What a preview link opens: the draft of item `id` of `kind`, in `language`, until `expires` (seconds). */
export interface PreviewTarget {
  kind: DraftKind;
  id: number;
  language: Locale;
}

export const previewLifetimeSeconds = 24 * 60 * 60;

/** Between the token's parts: a character of no part, that a path keeps as it is (a dot would look like a file). */
const separator = '~';

const sign = (payload: string) => createHmac('sha256', keyFor('preview links')).update(payload).digest('base64url');

/** A token for `target`, valid `seconds` from now. */
export function previewToken(target: PreviewTarget, seconds = previewLifetimeSeconds): string {
  const expires = Math.floor(clock.now().getTime() / 1000) + seconds;
  const payload = [target.kind, target.id, target.language, expires].join(separator);
  return `${payload}${separator}${sign(payload)}`;
}

/** The path of the preview page of `target` (the site's own address is put before it by the caller). */
export const previewPath = (target: PreviewTarget, seconds?: number) =>
  `/${target.language}/apercu/${previewToken(target, seconds)}`;

/** What `token` opens and until when, or null when it is altered, malformed or expired. */
export function readPreviewToken(token: string): (PreviewTarget & { expires: Date }) | null {
  const parts = token.split(separator);
  if (parts.length !== 5) return null;
  const [kind, id, language, expires, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign([kind, id, language, expires].join(separator)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(draftKinds as readonly string[]).includes(kind) || !(locales as readonly string[]).includes(language)) {
    return null;
  }
  if (!/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(expires)) return null;
  if (Number(expires) * 1000 <= clock.now().getTime()) return null;
  return {
    kind: kind as DraftKind,
    id: Number(id),
    language: language as Locale,
    expires: new Date(Number(expires) * 1000),
  };
}
