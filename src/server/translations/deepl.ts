/**
 * DeepL's API v2 (`POST /v2/translate`), the one way the product asks for machine translations. Texts go in
 * batches (DeepL takes at most 50 texts and 128 KiB a request); each request has a timeout; a `429` (too many
 * requests) or a `5xx` is tried again a few times, after the `Retry-After` DeepL sends or an increasing pause.
 * Every failure becomes a `TranslationServiceError` that says which of four things went wrong.
 */
import 'server-only';

import type { Locale } from '@/i18n/locales';

/** Why no suggestion came: a refused key, the month's quota used up, too many requests, DeepL out of reach. */
export type TranslationServiceProblem = 'key' | 'quota' | 'busy' | 'unavailable';

export class TranslationServiceError extends Error {
  constructor(
    readonly problem: TranslationServiceProblem,
    message: string,
  ) {
    super(message);
    this.name = 'TranslationServiceError';
  }
}

export interface DeepLOptions {
  apiKey: string;
  /** The API's origin: `https://api.deepl.com`, `https://api-free.deepl.com` or a compatible server. */
  apiUrl: string;
  /** How long one request may take. */
  timeoutMs?: number;
  /** How many times a `429` or `5xx` is tried again. */
  retries?: number;
  /** The first pause before trying again when DeepL names none; it doubles each time. */
  backoffMs?: number;
}

/** DeepL's own limits of one request. */
const maxTexts = 50;
const maxBytes = 120 * 1024;
/** A Retry-After longer than this is not waited for: the office would be left staring at the button. */
const maxWaitMs = 10_000;

/** DeepL's codes: English as a target needs its variant; Swiss usage writes British spelling. */
const sourceCode = (locale: Locale) => locale.toUpperCase();
const targetCode = (locale: Locale) => (locale === 'en' ? 'EN-GB' : locale.toUpperCase());
/** The site speaks to its visitors formally (vous, Sie, usted); Italian's formal form is Lei, not the site's voi. */
const formality = (locale: Locale) => (['fr', 'de', 'es'].includes(locale) ? 'prefer_more' : undefined);

/** The texts in groups DeepL accepts in one request. */
export function batches(texts: string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text) + 16;
    if (current.length > 0 && (current.length === maxTexts || bytes + size > maxBytes)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header (DeepL sends seconds; a date is read too), or null. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

async function translateBatch(texts: string[], from: Locale, to: Locale, options: DeepLOptions): Promise<string[]> {
  const { retries = 3, backoffMs = 1000, timeoutMs = 15_000 } = options;
  const body = JSON.stringify({
    text: texts,
    source_lang: sourceCode(from),
    target_lang: targetCode(to),
    formality: formality(to),
    preserve_formatting: true,
  });
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(new URL('/v2/translate', options.apiUrl), {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${options.apiKey}`, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new TranslationServiceError(
        'unavailable',
        timedOut ? `DeepL did not answer within ${timeoutMs} ms` : 'DeepL could not be reached',
      );
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
      const translated = answer?.translations?.map((translation) => translation.text);
      if (!translated || translated.length !== texts.length || translated.some((text) => typeof text !== 'string'))
        throw new TranslationServiceError('unavailable', 'DeepL answered something else than translations');
      return translated as string[];
    }
    await response.body?.cancel();
    const { status } = response;
    if (status === 401 || status === 403) throw new TranslationServiceError('key', 'DeepL refused the API key');
    if (status === 456) throw new TranslationServiceError('quota', "DeepL's quota is used up");
    const again = status === 429 || status >= 500;
    if (!again) throw new TranslationServiceError('unavailable', `DeepL answered ${status}`);
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs * 2 ** attempt;
    if (attempt >= retries || wait > maxWaitMs)
      throw new TranslationServiceError(
        status === 429 ? 'busy' : 'unavailable',
        `DeepL answered ${status} ${attempt + 1} times`,
      );
    await pause(wait);
  }
}

/** `texts` in `from` translated into `to`, in the same order; blank texts stay blank and are not sent. */
export async function translateTexts(
  texts: string[],
  from: Locale,
  to: Locale,
  options: DeepLOptions,
): Promise<string[]> {
  const sent = texts.filter((text) => text.trim() !== '');
  const translated: string[] = [];
  for (const batch of batches(sent)) translated.push(...(await translateBatch(batch, from, to, options)));
  let next = 0;
  return texts.map((text) => (text.trim() === '' ? '' : translated[next++]!));
}
