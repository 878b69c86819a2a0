/**
 * A saved card's expiry as printed on cards (contract §2.5): month and two-digit year, 'MM/YY'; no
 * date, or one that cannot be read, is shown as '-/-'. A wire date is taken as written (no time
 * zone shift), which the locale date formatter is not made for.
 */
const EXPIRY = /^(\d{4})-(\d{2})(?:-\d{2})?/;

export function formatExpiry(expiryAt: string | null | undefined): string {
  const match = EXPIRY.exec(expiryAt ?? '');
  const year = match?.[1];
  const month = match?.[2];
  if (!year || !month || Number(month) < 1 || Number(month) > 12) return '-/-';
  return `${month}/${year.slice(2)}`;
}
