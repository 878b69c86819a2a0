/**
 * Prices, dates and price arithmetic follow spec §9 and contract §2.3 for every locale family.
 */
import { describe, expect, it } from 'vitest';
import { discountPercent, formatPeriod, formatPrice, pricePerMonth, vatAmount } from '../../src/i18n/format';
import { formatDate } from '../../src/i18n/format-date';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it.each([
    ['sk-SK', '05/03/2024'],
    ['cs-CZ', '05/03/2024'],
    ['sv-SE', '2024-03-05'],
    ['en-SE', '2024-03-05'],
    ['hu-HU', '2024.03.05'],
    ['en-US', '2024/03/05'],
    ['de-DE', '2024/03/05'],
    ['es-ES', '2024/03/05'],
    ['nl-NL', '2024/03/05'],
    ['no-NO', '2024/03/05'],
    ['xx-XX', '2024/03/05'],
  ])('formats a wire date in %s as %s', (locale, text) => {
    expect(formatDate('2024-03-05', locale)).toBe(text);
  });

  it('formats a Date by its calendar day', () => {
    expect(formatDate(new Date(2025, 11, 31), 'hu-HU')).toBe('2025.12.31');
  });

  it('gives an empty text for an unparseable date', () => {
    expect(formatDate('not a date', 'sk-SK')).toBe('');
  });
});

describe('formatPrice', () => {
  it('formats EUR in sk-SK with a decimal comma and the symbol after', () => {
    expect(formatPrice(12.9, 'EUR', 'sk-SK')).toBe(`12,90${NBSP}€`);
  });

  it('formats EUR in en-US with the symbol before', () => {
    expect(formatPrice(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
  });

  it('formats CZK in cs-CZ', () => {
    expect(formatPrice(1234.5, 'CZK', 'cs-CZ')).toBe(`1${NBSP}234,50${NBSP}Kč`);
  });

  it('shows forints whole, and an amount the provider sends with fillér with them, never rounded away', () => {
    expect(formatPrice(5000, 'HUF', 'hu-HU')).toBe(`5000${NBSP}Ft`);
    expect(formatPrice(1000.4, 'HUF', 'hu-HU')).toBe(`1000,40${NBSP}Ft`);
    // Two such lines add up to the total the provider sends: 1000,40 + 1000,40 = 2000,80, not 1000 + 1000 ≠ 2001.
    expect(formatPrice(2000.8, 'HUF', 'hu-HU')).toBe(`2000,80${NBSP}Ft`);
  });

  it('formats the other company currencies without throwing', () => {
    expect(formatPrice(10, 'HUF', 'hu-HU')).toContain('Ft');
    expect(formatPrice(10, 'SEK', 'sv-SE')).toContain('kr');
    expect(formatPrice(10, 'NOK', 'no-NO')).toContain('kr');
    expect(formatPrice(10, 'EUR', 'xx-XX')).toBe('€10.00');
  });
});

describe('formatPeriod', () => {
  it.each([
    [1, { unit: 'month', count: 1 }],
    [3, { unit: 'month', count: 3 }],
    [6, { unit: 'month', count: 6 }],
    [12, { unit: 'year', count: 1 }],
    [24, { unit: 'year', count: 2 }],
    [18, { unit: 'month', count: 18 }],
  ])('shows %i months as %o', (months, shown) => {
    expect(formatPeriod(months)).toEqual(shown);
  });
});

describe('price arithmetic', () => {
  it('divides the price by the period and rounds to 2 decimals', () => {
    expect(pricePerMonth(39, 12)).toBe(3.25);
    expect(pricePerMonth(89, 12)).toBe(7.42);
    expect(pricePerMonth(199, 12)).toBe(16.58);
    expect(pricePerMonth(10, 3)).toBe(3.33);
    expect(pricePerMonth(2.01, 2)).toBe(1.01);
    expect(pricePerMonth(9.9, 1)).toBe(9.9);
  });

  it('gives the discount percent of the actual price against the marketing price', () => {
    expect(discountPercent(39, 29.25)).toBe(25);
    expect(discountPercent(89, 59)).toBe(34);
    expect(discountPercent(100, 0)).toBe(100);
  });

  it('gives no discount when the marketing price is not above the actual one', () => {
    expect(discountPercent(39, 39)).toBeNull();
    expect(discountPercent(20, 39)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });

  it('gives the VAT amount to 2 decimals', () => {
    expect(vatAmount(120, 100)).toBe(20);
    expect(vatAmount(15.49, 12.9)).toBe(2.59);
    expect(vatAmount(0.3, 0.1)).toBe(0.2);
  });
});
