import { nextHostname } from './next-hostname.mjs';

describe('nextHostname', () => {
  it('names a loopback address localhost, as Next.js’s middleware writes it', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
      expect(nextHostname(host)).toBe('localhost');
  });

  it('leaves every other address as it is', () => {
    for (const host of ['0.0.0.0', '10.0.0.5', '192.168.1.20', 'jorat.example', '::', '128.0.0.1'])
      expect(nextHostname(host)).toBe(host);
  });
});
