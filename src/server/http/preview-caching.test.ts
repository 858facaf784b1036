import { isPreviewTarget } from './preview-caching.mjs';

describe('isPreviewTarget', () => {
  it('knows a preview link and the page an expired one leads to, in any language', () => {
    for (const target of [
      '/de/apercu/machine~3~de~1795859685~abc',
      '/fr/apercu/x',
      '/en/apercu-invalide',
      '/it/apercu-invalide?_rsc=1',
    ]) {
      expect(isPreviewTarget(target)).toBe(true);
    }
  });

  it('leaves every other page alone', () => {
    for (const target of [
      '/de/apercus',
      '/de/apercu-invalide-x',
      '/apercu/x',
      '/de/machine/3',
      '/admin/apercu/x',
      '/de',
    ]) {
      expect(isPreviewTarget(target)).toBe(false);
    }
  });
});
