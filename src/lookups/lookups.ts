/**
 * The suggestion services the config names (decisions 052, 053), built once, by the first
 * suggestion asked for (src/lookups/lazy-lookups.ts loads this module then and hands its ports to
 * the views through the app's services): Google places when `placesApiKey` is set, else the mock
 * provider's places at `placesUrl`; the company register when `companyRegisterUrl` and
 * `companyRegisterToken` are set. A service that is not configured is absent, and its field is a
 * plain input.
 */
import type { AppConfig } from '../../events/contract/app-config';
import { companyRegister, type CompanyRegisterPort } from './company-register';
import { googlePlaces, type MapBox } from './google-places';
import type { PlacesPort } from './places-port';
import { providerPlaces } from './provider-places';

export interface Lookups {
  places?: PlacesPort;
  companies?: CompanyRegisterPort;
}

export interface LookupDeps {
  fetch: typeof globalThis.fetch;
  /** The page's language, e.g. `sk`. */
  language: string;
  window: Window;
}

function isBox(value: unknown): value is MapBox {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return ['north', 'south', 'east', 'west'].every((k) => typeof box[k] === 'number');
}

/** The config's `bounds` box of a country (keys are country codes). */
export function boundsOf(config: Pick<AppConfig, 'bounds'>, country: string): MapBox | undefined {
  const box = config.bounds?.[country.toUpperCase()];
  return isBox(box) ? box : undefined;
}

/** The Google adapter on the page's window: the script goes into its head, the library is its `google.maps.places`. */
function googleOn(win: Window, config: AppConfig, apiKey: string, language: string): PlacesPort {
  const global = win as unknown as { google?: { maps?: { places?: unknown } } };
  let previous: HTMLScriptElement | undefined;
  return googlePlaces({
    apiKey,
    language,
    boundsOf: (country) => boundsOf(config, country),
    library: () => {
      const places = global.google?.maps?.places as { AutocompleteSuggestion?: unknown } | undefined;
      return places?.AutocompleteSuggestion ? (places as never) : undefined;
    },
    loadScript: (src) => {
      // a script that failed to bring the library goes, so the page holds one at a time
      previous?.remove();
      const script = win.document.createElement('script');
      script.src = src;
      script.async = true;
      win.document.head.append(script);
      previous = script;
    },
    wait: (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
  });
}

export function lookupsFor(config: AppConfig, deps: LookupDeps): Lookups {
  const lookups: Lookups = {};
  if (config.placesApiKey) {
    lookups.places = googleOn(deps.window, config, config.placesApiKey, deps.language);
  } else if (config.placesUrl) {
    lookups.places = providerPlaces({ url: config.placesUrl, fetch: deps.fetch });
  }
  if (config.companyRegisterUrl && config.companyRegisterToken) {
    lookups.companies = companyRegister({
      url: config.companyRegisterUrl,
      token: config.companyRegisterToken,
      fetch: deps.fetch,
    });
  }
  return lookups;
}
