/**
 * The `data-params` config baked into index.html when no `--config` file is given. Development and
 * staging run the embedded mock provider, with its places search and company register; production
 * points at the same API paths without mock (and without suggestion services) unless the build asks
 * for it (`--mock`).
 */

const common = {
  company: 'sk-ws',
  companyCountry: 'SK',
  languages: ['sk-SK', 'en-US'],
  workflow: 1,
  apiUrl: '/api',
  validationApiUrl: '/validation-api',
  loginUrl: '/mock-login',
  transferUrl: '/',
  assetUrl: '/',
  termsUrl: 'https://www.websupport.sk/obchodne-podmienky/',
  privacyUrl: 'https://www.websupport.sk/ochrana-osobnych-udajov/',
};

/** The mock provider's places search and company register (decision 052), where the mock runs. */
export const mockServices = {
  placesUrl: '/services/places/search',
  companyRegisterUrl: '/services/register/search',
  companyRegisterToken: 'mock-register-token',
};

/** @param {'development' | 'staging' | 'production'} mode */
export function defaultParams(mode) {
  return mode === 'production' ? { ...common, mock: false } : { ...common, ...mockServices, mock: true };
}
