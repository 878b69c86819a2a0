/**
 * Card expiry as printed on the card (month and two-digit year), or '-/-' when there is none.
 */
import { describe, expect, it } from 'vitest';
import { formatExpiry } from '../../src/ui/checkout/format-expiry';

describe('card expiry', () => {
  it('shows month and two-digit year, as printed on the card', () => {
    expect(formatExpiry('2027-03-31')).toBe('03/27');
    expect(formatExpiry('2030-12')).toBe('12/30');
  });

  it("shows '-/-' for no date or one that cannot be read", () => {
    expect(formatExpiry(null)).toBe('-/-');
    expect(formatExpiry(undefined)).toBe('-/-');
    expect(formatExpiry('soon')).toBe('-/-');
    expect(formatExpiry('2027-13-01')).toBe('-/-');
  });
});
