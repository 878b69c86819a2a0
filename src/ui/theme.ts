/**
 * Which look the app wears (spec §6 "Themes exist (brand styles, one admin theme)", decision 051):
 * `config.theme` names one of the themes; any other value (the contract's default `'default'`, a
 * typo, a theme this build does not know) falls back to the brand of the configured company, so an
 * Active24 or Loopia customer never sees the WebSupport look. The brand also picks the wordmark and
 * the provider's links; the admin theme keeps the company's brand for those. The names and the
 * company → brand map live in themes.json, which index.html's early-start script reads too (it sets
 * the theme before the first paint; scripts/build/early-start.mjs).
 */
import type { CompanyCode } from '../../events/contract/scalars';
import themeData from './themes.json';

export const brandThemes = ['websupport', 'active24', 'loopia'] as const;
export type BrandTheme = (typeof brandThemes)[number];
export const themes = [...brandThemes, 'admin'] as const;
export type Theme = (typeof themes)[number];

const companyBrands = themeData.companyBrands as Record<CompanyCode, BrandTheme>;

const isTheme = (name: string): name is Theme => (themes as readonly string[]).includes(name);
const isBrand = (name: string): name is BrandTheme => (brandThemes as readonly string[]).includes(name);

interface ThemeConfig {
  theme: string;
  company: CompanyCode;
}

/** The theme `config.theme` names, else the company's brand theme (WebSupport for an unknown company). */
export function themeOf(config: ThemeConfig): Theme {
  return isTheme(config.theme) ? config.theme : brandOf(config);
}

/** The brand whose wordmark and links the app shows: the theme's, or the company's for the admin theme. */
export function brandOf(config: ThemeConfig): BrandTheme {
  return isBrand(config.theme) ? config.theme : (companyBrands[config.company] ?? 'websupport');
}

/** Puts the theme on `<html data-theme>`, which selects the theme's custom properties (themes.css). */
export function applyTheme(doc: Document, config: ThemeConfig): void {
  doc.documentElement.dataset.theme = themeOf(config);
}
