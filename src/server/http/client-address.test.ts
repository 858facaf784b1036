/** @jest-environment node */
import { rateLimitAddress } from './client-address';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:0:7::/64';
    for (const address of [
      '2001:db8:0:7::1',
      '2001:0DB8:0000:0007:abcd:1:2:3',
      '2001:db8::7:0:0:0:9',
      'fe80::1%eth0',
    ]) {
      expect(rateLimitAddress(address)).toBe(address.startsWith('fe80') ? 'fe80:0:0:0::/64' : network);
    }
    expect(rateLimitAddress('2001:db8:0:8::1')).not.toBe(network);
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
