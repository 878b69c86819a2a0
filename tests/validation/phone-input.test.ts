/**
 * The phone input of spec §5: typing keeps digits, '+' and separators; 00 becomes '+'; separators
 * go; a leading known code selects the prefix; the default prefix and suggested neighbours follow
 * the company's country; the emitted value is prefix + number or ''.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultPrefix,
  internationalPhone,
  normalizeNumber,
  phoneValue,
  prefixOptions,
  sanitizeTyped,
  splitStored,
  splitTyped,
} from '../../src/validation/phone-input';

describe('typing a phone number', () => {
  it('keeps digits, plus and the separators people type, nothing else', () => {
    expect(sanitizeTyped('+421 (901) 12-34.56abc')).toBe('+421 (901) 12-34.56');
  });

  it('drops the separators, an international (0) and the national trunk prefix (decision 023)', () => {
    expect(splitTyped('0905 123 456', '+421')).toEqual({ prefix: '+421', number: '905123456' });
    expect(splitTyped('0905-123-456', '+421')).toEqual({ prefix: '+421', number: '905123456' });
    expect(splitTyped('+421 (0)905 123 456', '+36')).toEqual({ prefix: '+421', number: '905123456' });
    expect(splitTyped('06 30 123 4567', '+36')).toEqual({ prefix: '+36', number: '301234567' });
    expect(splitTyped('070-123 45 67', '+46')).toEqual({ prefix: '+46', number: '701234567' });
    expect(splitTyped('06 1234 5678', '+39')).toEqual({ prefix: '+39', number: '0612345678' });
  });

  it('writes a number typed without a prefix select in the contract form', () => {
    expect(internationalPhone('0905 123 456', 'SK')).toBe('+421905123456');
    expect(internationalPhone('+420 777 123 456', 'SK')).toBe('+420777123456');
    expect(internationalPhone('', 'SK')).toBe('');
  });

  it('turns a leading 00 into + and removes spaces and dots', () => {
    expect(normalizeNumber('00421 901.123.456')).toBe('+421901123456');
    expect(normalizeNumber('0901 123 456')).toBe('0901123456');
  });

  it('moves a leading known country code into the prefix', () => {
    expect(splitTyped('+420 777 123 456', '+421')).toEqual({ prefix: '+420', number: '777123456' });
    expect(splitTyped('0036 30 123 4567', '+421')).toEqual({ prefix: '+36', number: '301234567' });
  });

  it('prefers the longest matching code', () => {
    expect(splitTyped('+358401234567', '+421').prefix).toBe('+358');
    expect(splitTyped('+35312345678', '+421').prefix).toBe('+353');
  });

  it('keeps the selected prefix for a national number', () => {
    expect(splitTyped('901 123 456', '+420')).toEqual({ prefix: '+420', number: '901123456' });
  });

  it('emits prefix plus number, or nothing without a number', () => {
    expect(phoneValue({ prefix: '+421', number: '901123456' })).toBe('+421901123456');
    expect(phoneValue({ prefix: '+421', number: '' })).toBe('');
    expect(phoneValue({ prefix: '+421', number: '+999123456' })).toBe('+999123456');
  });

  it('shows a stored number split into prefix and number', () => {
    expect(splitStored('+46701234567', '+421')).toEqual({ prefix: '+46', number: '701234567' });
    expect(splitStored('', '+36')).toEqual({ prefix: '+36', number: '' });
  });
});

describe('prefixes by company country', () => {
  it('defaults to the company country', () => {
    expect(defaultPrefix('SK')).toBe('+421');
    expect(defaultPrefix('SE')).toBe('+46');
    expect(defaultPrefix('HU')).toBe('+36');
  });

  it('suggests the neighbours next: HU → SK, CZ; SK → CZ, HU; CZ → SK, HU', () => {
    const top = (c: string) =>
      prefixOptions(c)
        .slice(0, 3)
        .map((o) => o.country);
    expect(top('HU')).toEqual(['HU', 'SK', 'CZ']);
    expect(top('SK')).toEqual(['SK', 'CZ', 'HU']);
    expect(top('CZ')).toEqual(['CZ', 'SK', 'HU']);
  });

  it('lists every country once', () => {
    const list = prefixOptions('SK').map((o) => o.country);
    expect(new Set(list).size).toBe(list.length);
    expect(prefixOptions('SE')[0]?.country).toBe('SE');
  });
});
