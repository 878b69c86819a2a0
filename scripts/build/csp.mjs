/**
 * The Content-Security-Policy the built app needs (issue 22), written next to index.html as
 * `csp.txt` so a host page knows what to send, and sent by `npm run serve` (scripts/serve.mjs). The
 * early-start inline script is allowed by its hash, never by 'unsafe-inline'; nothing needs
 * 'unsafe-eval'. `connect-src` lists the config's API, validation API and reporting origins (the
 * `sentryDsn`'s host among them, decision 082); a
 * development build also connects to any http(s) origin, since its console re-runs sessions recorded
 * against another provider (the in-browser mock answers them, but the policy is checked first).
 * The suggestion services (decisions 052, 053) add theirs only when configured: `placesUrl` and
 * `companyRegisterUrl` to `connect-src`; a `placesApiKey` lets the Google Maps script load and call
 * the Places API. A `heatmapScriptUrl` (https only, decision 080) adds its origin to `script-src` and
 * `connect-src` (the script sends what it records back to its own origin), only in a production
 * build: no other build ever loads it.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'` of an inline script's exact text. @param {string} script */
export function scriptHash(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL, or null for a path or anything else. @param {unknown} url */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the Maps JavaScript API loads from and what its Places library calls (decision 053). */
export const GOOGLE_MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
export const GOOGLE_PLACES_API_ORIGIN = 'https://places.googleapis.com';

/**
 * @param {{ params: Record<string, unknown>, earlyScript?: string, mode: string }} build
 * @returns {string}
 */
export function contentSecurityPolicy({ params, earlyScript, mode }) {
  const origins = (...urls) => [...new Set(urls.map(originOf).filter((o) => o !== null))];
  const sessionOrigins = Array.isArray(params.sessionOrigins) ? params.sessionOrigins : [];
  const google = typeof params.placesApiKey === 'string' && params.placesApiKey !== '';
  const heatmap =
    mode === 'production' &&
    typeof params.heatmapScriptUrl === 'string' &&
    /^https:\/\//i.test(params.heatmapScriptUrl)
      ? origins(params.heatmapScriptUrl)
      : [];
  const connect = [
    "'self'",
    ...origins(
      params.apiUrl,
      params.validationApiUrl,
      params.errorReportingUrl,
      params.sentryDsn,
      ...sessionOrigins,
      google ? undefined : params.placesUrl,
      params.companyRegisterUrl,
    ),
    ...(google ? [GOOGLE_MAPS_SCRIPT_ORIGIN, GOOGLE_PLACES_API_ORIGIN] : []),
    ...heatmap,
    ...(mode === 'development' ? ['http:', 'https:'] : []),
  ];
  const assets = origins(params.assetUrl, params.transferUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(earlyScript ? [scriptHash(earlyScript)] : []),
      ...(google ? [GOOGLE_MAPS_SCRIPT_ORIGIN] : []),
      ...heatmap,
    ],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...assets],
    'font-src': ["'self'"],
    'connect-src': connect,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
