import { decimalId } from '@/schemas/fields';

/**
 * An id from a URL: a positive 32-bit integer written in decimal, or null when the text cannot name a row
 * (`1%00`, `0x11`, `1e3`, ` 1`, `01`…). The same reading as the ids of the bodies (`idSchema`).
 */
export function parseId(value: string): number | null {
  return decimalId(value);
}
