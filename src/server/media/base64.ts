import 'server-only';

import { ValidationError } from '../errors';

/**
 * The bytes of an upload sent as base64 in a JSON body, as the API's picture and cover calls take them. A
 * `data:…;base64,` prefix is tolerated; anything that is not base64 is refused, naming `field`.
 */
export function decodeBase64(value: string, field: string): Uint8Array {
  const payload = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  // The padding, then a search for any other character: no pattern that backtracks over a file of megabytes.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const digits = payload.slice(0, payload.length - padding);
  if (payload.length === 0 || payload.length % 4 === 1 || digits.length === 0 || /[^A-Za-z0-9+/]/.test(digits)) {
    throw new ValidationError(`The ${field} is not valid base64.`, { [field]: 'Not valid base64' });
  }
  return Buffer.from(payload, 'base64');
}
