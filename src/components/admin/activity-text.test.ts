/** @jest-environment node */
import { locales } from '@/i18n/locales';
import { activityKinds } from '@/schemas/activity';
import type { ActivityEntry, ActivitySummary } from '@/server/activity/log';

import { activityText } from './activity-text';

const entry = (kind: ActivityEntry['kind'], summary: ActivitySummary = {}): ActivityEntry => ({
  id: 1,
  at: new Date('2026-11-27T08:00:00Z'),
  by: { id: 1, username: 'anna' },
  kind,
  summary,
  address: '192.0.2.1',
});

describe.each(locales)('the activity log in %s', (locale) => {
  it('says every kind of entry in words, without a placeholder left over', async () => {
    const describe = await activityText(locale);
    const samples: ActivityEntry[] = [
      ...activityKinds
        .filter((kind) => kind !== 'signInFailed' && kind !== 'contentChanged')
        .map((kind) => entry(kind, kind.startsWith('account') ? { account: 'bruno' } : {})),
      ...(['password', 'code', 'inactive'] as const).map((reason) => entry('signInFailed', { reason })),
      ...(['address', 'usernameAddress', 'username', 'device'] as const).map((limit) =>
        entry('signInBlocked', { limit, seconds: 900 }),
      ),
      entry('passwordChanged', { sessions: 2 }),
      entry('passwordChanged', { account: 'bruno', sessions: 1 }),
      entry('twoFactorDisabled', { account: 'bruno' }),
      entry('accountDeactivated', { account: 'bruno', sessions: 3 }),
      ...(['create', 'update', 'restore', 'trash', 'untrash', 'publish', 'unpublish'] as const).flatMap((action) =>
        (['machine', 'news', 'category'] as const).map((item) =>
          entry('contentChanged', { item, itemId: 4, action, label: { en: 'HP 100', [locale]: 'HP 100' } }),
        ),
      ),
    ];
    const texts = samples.map(describe);
    for (const text of texts) {
      expect(text).toMatch(/\p{L}{3}/u);
      expect(text).not.toMatch(/[{}#]|undefined|entries\./);
    }
    // Every sentence differs from the others: no two kinds, reasons or limits read alike.
    expect(new Set(texts).size).toBe(texts.length);
    for (const [index, sample] of samples.entries()) {
      if (sample.summary.account) expect(texts[index]).toContain('bruno');
    }
    expect(describe(entry('accountDeactivated', { account: 'bruno', sessions: 3 }))).toContain('3');
    expect(describe(entry('signInBlocked', { limit: 'address', seconds: 900 }))).toContain('15');
    expect(describe(entry('signInBlocked', { limit: 'username', seconds: 7200 }))).toContain('2');
  });
});
