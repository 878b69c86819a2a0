/**
 * "The Swedish company" and "one company" of the spec (§1 bonus card "except one company", §2 no
 * host-site take-over "for the Swedish company", §9 "Swedish company hides recurring info"): one
 * definition every layer imports (design.md "A rule … lives in one module"). It is the company
 * whose country is Sweden, `companyCountry` 'SE' in the app config: the variants se-ws and se-lp.
 * Not the Swedish workflow (workflow 2), which no-lp shares and the spec names apart. Why:
 * docs/decisions/079-spec-last-rows.md.
 */
import type { AppConfig } from './app-config';

const SWEDISH_COMPANY_COUNTRY = 'SE';

/** Whether the configured company is the Swedish company. */
export function isSwedishCompany(config: Pick<AppConfig, 'companyCountry'>): boolean {
  return config.companyCountry.toUpperCase() === SWEDISH_COMPANY_COUNTRY;
}
