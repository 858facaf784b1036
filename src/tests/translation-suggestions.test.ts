import { suggestTranslationsAction } from '@/app/(admin)/admin/_actions/translations';

import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { TranslationServiceError, translateTexts } from '@/server/translations/deepl';
import { suggestTranslations } from '@/server/translations/suggestions';
import { createTestDatabase } from './database';
import { type DeepLStandIn, startDeepLStandIn } from './deepl-stand-in';

const admin = { id: 1, username: 'office', role: 'editor', languages: [], mustEnrol: false };
const currentAdmin = jest.fn();
jest.mock('@/app/(admin)/admin/_lib/auth', () => ({
  currentAdmin: () => currentAdmin(),
  currentSessionOfRequest: async () => {
    const signedIn = await currentAdmin();
    return signedIn && { admin: signedIn, session: { mustChangePassword: false } };
  },
}));

let deepl: DeepLStandIn;
let handle: DatabaseHandle;
beforeAll(async () => {
  // The hourly limit of suggestion requests is counted in the database.
  handle = await createTestDatabase();
  deepl = await startDeepLStandIn('test-key');
});
afterAll(async () => {
  await deepl.close();
  await handle.close();
});
beforeEach(() => {
  deepl.reset();
  currentAdmin.mockResolvedValue(admin);
  process.env.DEEPL_API_KEY = 'test-key';
  process.env.DEEPL_API_URL = deepl.url;
});
afterEach(() => {
  delete process.env.DEEPL_API_KEY;
  delete process.env.DEEPL_API_URL;
});

/** Quick retries, so that the tests of 429 do not wait a second each time. */
const fast = { backoffMs: 1, timeoutMs: 2000 };

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof TranslationServiceError ? error.problem : String(error)),
  );

describe('suggested translations from DeepL', () => {
  it('translates several texts into several languages, batched by pair of languages, in the house style', async () => {
    const suggestions = await suggestTranslations(
      {
        texts: [
          { from: 'fr', text: 'Presse hydraulique', to: ['de', 'en', 'it'] },
          { from: 'fr', text: 'Cisaille', to: ['de'] },
          { from: 'de', text: 'Pressen', to: ['fr'] },
        ],
      },
      fast,
    );
    expect(suggestions).toEqual([
      { de: '[DE] Presse hydraulique (Mass)', en: '[EN-GB] Presse hydraulique', it: '[IT] Presse hydraulique' },
      { de: '[DE] Cisaille (Mass)' },
      { fr: '[FR] Pressen\u202F?' },
    ]);
    // One request per pair of languages: fr→de carries both French texts.
    expect(deepl.requests).toHaveLength(4);
    const toGerman = deepl.requests.find((request) => request.body.target_lang === 'DE')!;
    expect(toGerman.authorization).toBe('DeepL-Auth-Key test-key');
    expect(toGerman.body).toMatchObject({ text: ['Presse hydraulique', 'Cisaille'], source_lang: 'FR' });
    expect(toGerman.body.formality).toBe('prefer_more');
  });

  it('asks once for identical requests made at once', async () => {
    const request = { texts: [{ from: 'fr' as const, text: 'Presse', to: ['it' as const] }] };
    const answers = await Promise.all(Array.from({ length: 100 }, () => suggestTranslations(request, fast)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([{ it: '[IT] Presse' }])]),
    );
    expect(deepl.requests).toHaveLength(1);
  });

  it('refuses more requests an hour than the limit, for every instance', async () => {
    const db = await database();
    const spent = { window_started_at: new Date(), hits: 1000 };
    await db
      .insert(rateLimits)
      .values({ key: 'translation-suggestions', ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const request = { texts: [{ from: 'fr' as const, text: 'Limite', to: ['it' as const] }] };
    expect(await problemOf(suggestTranslations(request, fast))).toBe('busy');
    expect(deepl.requests).toHaveLength(0);
    await db.delete(rateLimits);
  });

  it('sends at most 50 texts a request', async () => {
    const texts = Array.from({ length: 120 }, (_, index) => `Text ${index}`);
    const translated = await translateTexts(texts, 'en', 'it', { apiKey: 'test-key', apiUrl: deepl.url, ...fast });
    expect(translated).toEqual(texts.map((text) => `[IT] ${text}`));
    expect(deepl.requests.map((request) => request.body.text.length)).toEqual([50, 50, 20]);
  });

  it('says the key was refused on 403', async () => {
    const problem = await problemOf(translateTexts(['a'], 'fr', 'de', { apiKey: 'wrong', apiUrl: deepl.url }));
    expect(problem).toBe('key');
    expect(deepl.requests).toHaveLength(1);
  });

  it('says the quota is used up on 456, without trying again', async () => {
    deepl.queue({ status: 456 });
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', { apiKey: 'test-key', apiUrl: deepl.url, ...fast }))).toBe(
      'quota',
    );
    expect(deepl.requests).toHaveLength(1);
  });

  it('tries again after a 429, honouring Retry-After, and then succeeds', async () => {
    deepl.queue({ status: 429, headers: { 'Retry-After': '0' } }, { status: 429 });
    const translated = await translateTexts(['Presse'], 'fr', 'es', { apiKey: 'test-key', apiUrl: deepl.url, ...fast });
    expect(translated).toEqual(['[ES] Presse']);
    expect(deepl.requests).toHaveLength(3);
  });

  it('gives up after a few 429s and says DeepL is busy', async () => {
    deepl.always({ status: 429, headers: { 'Retry-After': '0' } });
    const options = { apiKey: 'test-key', apiUrl: deepl.url, ...fast, retries: 3 };
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', options))).toBe('busy');
    expect(deepl.requests).toHaveLength(4);
  });

  it('does not wait for a Retry-After longer than the office would', async () => {
    deepl.always({ status: 429, headers: { 'Retry-After': '3600' } });
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', { apiKey: 'test-key', apiUrl: deepl.url }))).toBe('busy');
    expect(deepl.requests).toHaveLength(1);
  });

  it('says DeepL is unavailable on 5xx after trying again, on a timeout, and when unreachable', async () => {
    deepl.always({ status: 503 });
    const options = { apiKey: 'test-key', apiUrl: deepl.url, ...fast, retries: 2 };
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', options))).toBe('unavailable');
    expect(deepl.requests).toHaveLength(3);

    deepl.reset();
    deepl.queue({ status: 200, delayMs: 1000 });
    const slow = { apiKey: 'test-key', apiUrl: deepl.url, timeoutMs: 100 };
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', slow))).toBe('unavailable');

    const closed = await startDeepLStandIn();
    const url = closed.url;
    await closed.close();
    expect(await problemOf(translateTexts(['a'], 'fr', 'de', { apiKey: 'test-key', apiUrl: url }))).toBe('unavailable');
  });

  it('leaves blank texts blank without sending them (and the house style to the suggestions)', async () => {
    expect(await translateTexts(['', 'Presse', '  '], 'fr', 'de', { apiKey: 'test-key', apiUrl: deepl.url })).toEqual([
      '',
      '[DE] Presse (Maß)',
      '',
    ]);
    expect(deepl.requests[0]!.body.text).toEqual(['Presse']);
  });
});

describe('the suggestion action', () => {
  const request = { texts: [{ from: 'fr', text: 'Presse', to: ['de', 'it'] }] };

  it('answers the suggestions to a signed-in office worker', async () => {
    expect(await suggestTranslationsAction(request)).toEqual({
      ok: true,
      data: [{ de: '[DE] Presse (Mass)', it: '[IT] Presse' }],
    });
  });

  it('needs the session, and asks DeepL nothing without it', async () => {
    currentAdmin.mockResolvedValue(null);
    expect(await suggestTranslationsAction(request)).toEqual({ ok: false, error: 'unauthorized' });
    expect(deepl.requests).toHaveLength(0);
  });

  it('refuses what its schema refuses: too much text, a text into its own language, an unknown language', async () => {
    const long = 'x'.repeat(20_000);
    const tooMuch = { texts: Array.from({ length: 4 }, () => ({ from: 'fr', text: long, to: ['de'] })) };
    for (const input of [
      tooMuch,
      { texts: [{ from: 'fr', text: 'a', to: ['fr'] }] },
      { texts: [{ from: 'fr', text: 'a', to: ['pt'] }] },
      { texts: [] },
    ]) {
      expect(await suggestTranslationsAction(input)).toMatchObject({ ok: false, error: 'invalid' });
    }
    expect(deepl.requests).toHaveLength(0);
  });

  it('is not there without DEEPL_API_KEY', async () => {
    delete process.env.DEEPL_API_KEY;
    expect(await suggestTranslationsAction(request)).toEqual({ ok: false, error: 'notFound' });
    expect(deepl.requests).toHaveLength(0);
  });

  it('says which of DeepL’s failures happened', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    deepl.queue({ status: 456 });
    expect(await suggestTranslationsAction(request)).toEqual({ ok: false, error: 'suggestQuota' });
    process.env.DEEPL_API_KEY = 'wrong';
    expect(await suggestTranslationsAction(request)).toEqual({ ok: false, error: 'suggestKey' });
  });
});
