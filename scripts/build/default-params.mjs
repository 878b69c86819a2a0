/**
 * The `data-params` config baked into index.html when no `--config` file is given. Development and
 * staging run the embedded mock provider; production points at the same paths without mock unless
 * the build asks for it (`--mock`).
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

/** @param {'development' | 'staging' | 'production'} mode */
export function defaultParams(mode) {
  return { ...common, mock: mode !== 'production' };
}
