// @vitest-environment happy-dom
/**
 * The theme choice (spec §6 "Themes exist (brand styles, one admin theme)", decision 051):
 * `config.theme` names a theme, anything else falls back to the company's brand, so an Active24 or
 * Loopia customer never sees the WebSupport look; the header and the login drawer show the brand's
 * wordmark, and the theme lands on `<html data-theme>` before the app renders.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { companyCodes } from '../../events/contract/scalars';
import { companies } from '../../fixtures/companies';
import { MainLayout } from '../../src/features/layout/main-layout';
import { applyTheme, brandOf, brandThemes, themeOf, themes } from '../../src/ui/theme';
import themeData from '../../src/ui/themes.json';
import { providerLinks } from '../../src/ui/provider-links';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

describe('the theme of a config', () => {
  it("is the company's brand for every company when the config names none", () => {
    for (const company of companies) {
      expect(themeOf({ theme: 'default', company: company.code }), company.code).toBe(company.theme);
    }
    expect(themeOf({ theme: 'default', company: 'sk-a24' })).toBe('active24');
    expect(themeOf({ theme: 'default', company: 'no-lp' })).toBe('loopia');
  });

  it('is the one the config names, the admin theme too', () => {
    for (const theme of themes) expect(themeOf({ theme, company: 'sk-a24' })).toBe(theme);
  });

  it("falls back to the company's brand for a theme it does not know", () => {
    expect(themeOf({ theme: 'neon', company: 'cz-a24' })).toBe('active24');
    expect(themeOf({ theme: '', company: 'se-lp' })).toBe('loopia');
    expect(themeOf({ theme: 'Loopia', company: 'sk-ws' })).toBe('websupport');
  });

  it("keeps the company's brand (wordmark, links) under the admin theme", () => {
    expect(brandOf({ theme: 'admin', company: 'se-lp' })).toBe('loopia');
    expect(brandOf({ theme: 'admin', company: 'cz-ws' })).toBe('websupport');
  });

  it('knows a brand for every company code, and only brand themes', () => {
    expect(Object.keys(themeData.companyBrands).sort()).toEqual([...companyCodes].sort());
    for (const brand of Object.values(themeData.companyBrands)) expect(brandThemes).toContain(brand);
    expect(themeData.themes).toEqual([...themes]);
  });

  it('is put on <html data-theme>', () => {
    applyTheme(document, { theme: 'default', company: 'cz-a24' });
    expect(document.documentElement.dataset.theme).toBe('active24');
    applyTheme(document, { theme: 'admin', company: 'cz-a24' });
    expect(document.documentElement.dataset.theme).toBe('admin');
  });
});

describe("the brand's wordmark and links", () => {
  it("shows the company's brand in the header when the config names no theme", () => {
    renderInApp(<MainLayout>page</MainLayout>, { config: { company: 'se-lp', theme: 'default' } });
    const wordmark = screen.getByRole('banner').querySelector('.wordmark');
    expect(wordmark).toHaveTextContent('Loopia');
    expect(wordmark).toHaveAttribute('data-brand', 'loopia');
  });

  it("shows the named brand's wordmark, and survives an unknown theme", () => {
    renderInApp(<MainLayout>page</MainLayout>, { config: { company: 'sk-a24', theme: 'no-such-theme' } });
    expect(screen.getByRole('banner').querySelector('.wordmark')).toHaveTextContent('Active24');
    expect(screen.getByText('page')).toBeVisible();
  });

  it("leads to the company's own administration when the config names no brand theme", () => {
    const config = { transferUrl: '' } as Parameters<typeof providerLinks>[0];
    expect(providerLinks({ ...config, theme: 'default', company: 'cz-a24' }).webAdmin).toBe(
      'https://admin.active24.cz/',
    );
    expect(providerLinks({ ...config, theme: 'admin', company: 'no-lp' }).webAdmin).toBe(
      'https://customerzone.loopia.se/',
    );
  });
});
