/**
 * File names of download replies (contract §1.8 `download`).
 */
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/api/content-disposition';

describe('fileNameOf', () => {
  it('reads a quoted file name', () => {
    expect(fileNameOf('attachment; filename="invoice 2024.pdf"')).toBe('invoice 2024.pdf');
  });
  it('reads a bare token', () => {
    expect(fileNameOf('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
  });
  it('prefers the RFC 5987 extended form', () => {
    expect(fileNameOf(`attachment; filename="faktura.pdf"; filename*=UTF-8''fakt%C3%BAra.pdf`)).toBe(
      'faktúra.pdf',
    );
  });
  it('gives null without a file name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
