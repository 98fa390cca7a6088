/**
 * 5000 → "5,000", as `toLocaleString('en-US')` writes a whole number. Written out: the first
 * Intl call of a page (toLocaleString with a locale builds a NumberFormat) costs a slow phone
 * about 30 ms of main thread, and the contact form's module made it on every page's start-up.
 */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`groupThousands takes a whole number, not ${value}`);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
