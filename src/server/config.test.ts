/** @jest-environment node */
import { ConfigError, readConfig } from './config';

describe('SITE_URL', () => {
  it('defaults to localhost on the configured port', () => {
    expect(readConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('keeps the origin of an absolute http(s) URL, without a trailing slash', () => {
    expect(readConfig({ SITE_URL: 'https://www.example.ch' }).siteUrl).toBe('https://www.example.ch');
    expect(readConfig({ SITE_URL: ' https://WWW.Example.ch/ ' }).siteUrl).toBe('https://www.example.ch');
    expect(readConfig({ SITE_URL: 'http://192.168.1.10:3000' }).siteUrl).toBe('http://192.168.1.10:3000');
  });

  it.each([
    'www.example.ch',
    '/fr',
    'ftp://www.example.ch',
    'https://www.example.ch/site',
    'https://www.example.ch/fr/',
    'https://www.example.ch?lang=fr',
    'https://www.example.ch/#top',
    'https://user:secret@www.example.ch',
  ])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ SITE_URL: value })).toThrow(ConfigError);
    expect(() => readConfig({ SITE_URL: value })).toThrow(/SITE_URL: must be an absolute http:\/\/ or https:\/\/ URL/);
  });
});

describe('CONTACT_RETENTION_DAYS', () => {
  it('keeps closed requests two years unless told otherwise', () => {
    expect(readConfig({}).contactRetentionDays).toBe(730);
    expect(readConfig({ CONTACT_RETENTION_DAYS: '365' }).contactRetentionDays).toBe(365);
  });

  it.each(['0', '-5', '1.5', 'forever', '40000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ CONTACT_RETENTION_DAYS: value })).toThrow(/CONTACT_RETENTION_DAYS/);
  });
});

describe('ACTIVITY_RETENTION_DAYS', () => {
  it('keeps the activity log a year unless told otherwise', () => {
    expect(readConfig({}).activityRetentionDays).toBe(365);
    expect(readConfig({ ACTIVITY_RETENTION_DAYS: '90' }).activityRetentionDays).toBe(90);
  });

  it.each(['0', '-5', '1.5', 'forever', '40000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ ACTIVITY_RETENTION_DAYS: value })).toThrow(/ACTIVITY_RETENTION_DAYS/);
  });
});

describe('CACHE_MAX_MB', () => {
  it.each(['8', '1e3', '-5', 'lots', '64.5'])('refuses %s at start, with a message naming the variable', (value) => {
    expect(() => readConfig({ CACHE_MAX_MB: value })).toThrow(/CACHE_MAX_MB: must be a whole number of megabytes/);
  });

  it('takes a whole number of 16 or more, or nothing', () => {
    expect(() => readConfig({ CACHE_MAX_MB: '64' })).not.toThrow();
    expect(() => readConfig({ CACHE_MAX_MB: '' })).not.toThrow();
  });
});

describe('DEEPL_API_KEY and DEEPL_API_URL', () => {
  it('turns suggestions off without a key', () => {
    expect(readConfig({}).deepl).toBeUndefined();
    expect(readConfig({ DEEPL_API_URL: 'https://api-free.deepl.com' }).deepl).toBeUndefined();
  });

  it("uses DeepL's paid endpoint, its free one for a free key (`:fx`), or the one given", () => {
    expect(readConfig({ DEEPL_API_KEY: 'abc' }).deepl).toEqual({ apiKey: 'abc', apiUrl: 'https://api.deepl.com' });
    expect(readConfig({ DEEPL_API_KEY: 'abc:fx' }).deepl!.apiUrl).toBe('https://api-free.deepl.com');
    expect(readConfig({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'http://127.0.0.1:9000/' }).deepl!.apiUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuses an API URL that is not an origin', () => {
    expect(() => readConfig({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'api.deepl.com' })).toThrow(/DEEPL_API_URL/);
    expect(() => readConfig({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'https://api.deepl.com/v2' })).toThrow(
      /DEEPL_API_URL/,
    );
  });
});

describe('CONTACT_CHALLENGE and CONTACT_UNCHECKED_RATE_LIMIT', () => {
  it('requires the proof-of-work unless turned off, and allows 3 requests an hour without it by default', () => {
    expect(readConfig({}).contactChallenge).toEqual({ required: true, uncheckedRateLimit: 3 });
    expect(readConfig({ CONTACT_CHALLENGE: ' OFF ' }).contactChallenge.required).toBe(false);
    expect(readConfig({ CONTACT_CHALLENGE: 'on', CONTACT_UNCHECKED_RATE_LIMIT: '0' }).contactChallenge).toEqual({
      required: true,
      uncheckedRateLimit: 0,
    });
  });

  it.each([
    [{ CONTACT_CHALLENGE: 'false' }, /CONTACT_CHALLENGE: must be 'on' or 'off'/],
    [{ CONTACT_UNCHECKED_RATE_LIMIT: '-1' }, /CONTACT_UNCHECKED_RATE_LIMIT/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('OFFICE_LANGUAGE', () => {
  it('is French unless one of the five languages is given', () => {
    expect(readConfig({}).officeLanguage).toBe('fr');
    expect(readConfig({ OFFICE_LANGUAGE: ' DE ' }).officeLanguage).toBe('de');
    expect(readConfig({ OFFICE_LANGUAGE: 'en' }).officeLanguage).toBe('en');
  });

  it.each(['rm', 'english', 'fr-CH', ''])('refuses %p with a message naming the variable', (value) => {
    expect(() => readConfig({ OFFICE_LANGUAGE: value })).toThrow(/OFFICE_LANGUAGE: must be one of en, fr, de, it, es/);
  });
});
