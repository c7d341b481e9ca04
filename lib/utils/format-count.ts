// Digits grouped by hand: the first Intl call on a page loads its locale data, which costs a phone
// about 150 ms of main thread during hydration (measured on /events), for a number like "1,234".
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole count with comma thousands separators, as en-US writes it: 1234567 → "1,234,567". */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(THOUSANDS, ",");
}
