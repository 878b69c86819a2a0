/**
 * Where the drawer's links lead outside the app: the customer's web administration and the
 * provider's hosting packages page (hosting package change banner, domain ownership prompts) and
 * the domain transfer page (`transferUrl` of the config, contract §1.1). The administration is the
 * company's `adminUrl` (decision 056); without it, and for the hosting page, which the config does not
 * name, the brand's (the theme's, else the company's: src/ui/theme.ts; decisions 010, 051).
 */
import type { AppConfig } from '../../events/contract/app-config';
import { brandOf, type BrandTheme } from './theme';

export interface ProviderLinks {
  webAdmin: string;
  hostings: string;
  transfer: string;
}

const byBrand: Record<BrandTheme, Omit<ProviderLinks, 'transfer'>> = {
  websupport: { webAdmin: 'https://admin.websupport.sk/', hostings: 'https://www.websupport.sk/webhosting/' },
  active24: { webAdmin: 'https://admin.active24.cz/', hostings: 'https://www.active24.cz/webhosting/' },
  loopia: { webAdmin: 'https://customerzone.loopia.se/', hostings: 'https://www.loopia.se/webbhotell/' },
};

/**
 * The origins of the brands' own sites the app links to (issue 30): the developer console trusts
 * them in an imported session's config, since they are the app's, not the file's.
 */
export function brandOrigins(): string[] {
  return [
    ...new Set(
      Object.values(byBrand).flatMap((links) => Object.values(links).map((url) => new URL(url).origin)),
    ),
  ];
}

export function providerLinks(config: AppConfig): ProviderLinks {
  const byTheme = byBrand[brandOf(config)];
  const brand = { ...byTheme, webAdmin: config.adminUrl ?? byTheme.webAdmin };
  return { ...brand, transfer: config.transferUrl !== '' ? config.transferUrl : brand.webAdmin };
}
