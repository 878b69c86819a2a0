/**
 * The i18next instance reads flat dotted keys, interpolates the spec's `{name}` placeholders, falls
 * back to en-US, and reports a key missing from every catalogue once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createI18n, createI18nFromCatalogues } from '../../src/i18n/i18n';

describe('createI18n', () => {
  it('returns an initialised instance in the requested locale', async () => {
    const i18n = await createI18n('sk-SK');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('sk-SK');
    expect(i18n.t('validation.required')).toBe('Pole je povinné');
  });

  it('interpolates single-brace placeholders so spec texts stay verbatim', async () => {
    const i18n = await createI18n('en-US');
    expect(i18n.t('wsk.ws_uploader.validation.file_size', { limit: '5MB' })).toBe(
      'File size is over limit (5MB)',
    );
    expect(i18n.t('wsk.general.unknown_error_id', { id: 'E42' })).toBe('Unknown error (E42)');
  });

  it('treats dots and dashes as part of the key', async () => {
    const i18n = await createI18n('en-US');
    expect(i18n.t('cart.invalid_step.billing-profile')).toBe('Please check your billing profile.');
    expect(i18n.t('step.domain-profile.swedish')).toBe('User information');
  });

  it('shows a counted period from the single key, whatever plural forms the language has', async () => {
    const reported: string[] = [];
    const i18n = await createI18n('cs-CZ', (key) => reported.push(key));
    expect(i18n.t('period.month', { count: 3 })).toBe('3 měs.');
    expect(i18n.t('period.year', { count: 5 })).toBe('5 r.');
    expect(reported).toEqual([]);
  });

  it('shows the pseudo-locale with placeholders still interpolated', async () => {
    const i18n = await createI18n('xx-XX');
    expect(i18n.t('wsk.general.unknown_error_id', { id: 7 })).toBe('[Üñķñöŵñ éŕŕöŕ (7)]');
  });

  it('adds the en-US fallback after the locale itself, so the first paint waits for one catalogue', async () => {
    const i18n = await createI18n('sk-SK');
    expect(i18n.hasResourceBundle('sk-SK', 'translation')).toBe(true);
    await vi.waitFor(() => expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(true));
    expect(i18n.getResource('en-US', 'translation', 'validation.required')).toBe('Field is required');
  });

  it('reports a key missing from every catalogue once and shows the key', async () => {
    const reported: string[] = [];
    const i18n = await createI18n('de-DE', (key, locale) => reported.push(`${locale}:${key}`));
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    i18n.t('no.such.key');
    expect(i18n.t('validation.required')).toBe('Dieses Feld ist erforderlich');
    expect(reported).toEqual(['de-DE:no.such.key']);
  });
});

describe('createI18nFromCatalogues', () => {
  it('falls back to en-US for a key the locale lacks, without reporting it', () => {
    const reported: string[] = [];
    const i18n = createI18nFromCatalogues(
      'sk-SK',
      { 'sk-SK': { 'a.b': 'A' }, 'en-US': { 'a.b': 'a', 'c.d': 'Only English' } },
      (key) => reported.push(key),
    );
    expect(i18n.t('a.b')).toBe('A');
    expect(i18n.t('c.d')).toBe('Only English');
    expect(reported).toEqual([]);
  });
});
