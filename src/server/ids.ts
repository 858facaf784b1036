/** An id from a URL: a positive 32-bit integer, or null when the text cannot name a row. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
