/**
 * The end-to-end set-ups in one place (`dev`: a development build for the developer console), so the build step (scripts/build-e2e.mjs), the Playwright
 * config and its global setup agree on directories, ports and the config baked into each build.
 * `mock`: the app with the embedded MSW provider in the browser. `real`: the app talking over HTTP to
 * the mock provider running as a real server on another port (cross-origin, like production).
 */

const HOST = '127.0.0.1';

/**
 * Ports are fixed so that a failing run can be reproduced by hand with the same URLs.
 * `E2E_PORT_OFFSET` moves them all, so two checkouts of the repository can run Playwright at once.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const PROVIDER_PORT = 4603 + OFFSET;
const providerOrigin = `http://${HOST}:${PROVIDER_PORT}`;
export const MINIMAL_PROVIDER_PORT = 4606 + OFFSET;
const minimalProviderOrigin = `http://${HOST}:${MINIMAL_PROVIDER_PORT}`;

const baseParams = {
  company: 'sk-ws',
  companyCountry: 'SK',
  languages: ['sk-SK', 'en-US'],
  workflow: 1,
  transferUrl: '/',
  assetUrl: '/',
  // The consents link to the company's terms and data-sharing policy (fixtures/companies.ts LEGAL_PAGES).
  termsUrl: 'https://www.websupport.sk/obchodne-podmienky/',
  privacyUrl: 'https://www.websupport.sk/ochrana-osobnych-udajov/',
};

/** The config of a build with the embedded MSW provider in the browser. */
const inBrowserMockParams = {
  ...baseParams,
  apiUrl: '/api',
  validationApiUrl: '/validation-api',
  loginUrl: '/mock-login',
  // The mock provider's places search and company register (decision 052).
  placesUrl: '/services/places/search',
  companyRegisterUrl: '/services/register/search',
  companyRegisterToken: 'mock-register-token',
  mock: true,
};

/** The config of a build that talks over HTTP to the mock provider served at `origin`. */
const overHttpParams = (origin) => ({
  ...baseParams,
  apiUrl: `${origin}/api`,
  // Error reports go to the provider's stand-in collector, as production's go to the reporting service.
  errorReportingUrl: `${origin}/api/__mock/reports`,
  // …and to the provider's stand-in tracker as Sentry envelopes (decision 082): {apiUrl}/42/envelope/.
  sentryDsn: `${origin.replace('://', '://e2e-key@')}/42`,
  validationApiUrl: `${origin}/validation-api`,
  loginUrl: `${origin}/login`,
  // City and company suggestions from the provider's places search and register, over HTTP as Google's and the register's would come.
  placesUrl: `${origin}/services/places/search`,
  companyRegisterUrl: `${origin}/services/register/search`,
  companyRegisterToken: 'mock-register-token',
  mock: false,
});

export const E2E_SETUPS = {
  mock: {
    dir: 'dist-e2e-mock',
    host: HOST,
    port: 4601 + OFFSET,
    params: inBrowserMockParams,
  },
  real: {
    dir: 'dist-e2e-real',
    host: HOST,
    port: 4602 + OFFSET,
    // A heatmap script (decision 080) on an origin of its own, answered by e2e/heatmap.spec.ts: loaded only after the host page's consent.
    params: { ...overHttpParams(providerOrigin), heatmapScriptUrl: 'https://heatmap.example/tracker.js' },
  },
  /** The production build against the minimal-flavour HTTP provider: the main journeys run here too. */
  'real-minimal': {
    dir: 'dist-e2e-real-minimal',
    host: HOST,
    port: 4605 + OFFSET,
    params: overHttpParams(minimalProviderOrigin),
  },
  /** A development build (developer console included) with the in-browser mock: only devtools specs run here. */
  dev: {
    dir: 'dist-e2e-dev',
    host: HOST,
    port: 4604 + OFFSET,
    mode: 'development',
    params: inBrowserMockParams,
  },
};

export const PROVIDER = { host: HOST, port: PROVIDER_PORT, origin: providerOrigin };
export const MINIMAL_PROVIDER = { host: HOST, port: MINIMAL_PROVIDER_PORT, origin: minimalProviderOrigin };
