/**
 * Where the drawer's links lead outside the app: the customer's web administration and the
 * provider's hosting packages page (hosting package change banner, domain ownership prompts) and
 * the domain transfer page (`transferUrl` of the config, contract §1.1). The config names no
 * administration or hosting URL, so they follow the brand (the theme's, else the company's: src/ui/theme.ts;
 * docs/decisions/010-cart-items.md, 051).
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

export function providerLinks(config: AppConfig): ProviderLinks {
  const brand = byBrand[brandOf(config)];
  return { ...brand, transfer: config.transferUrl !== '' ? config.transferUrl : brand.webAdmin };
}
