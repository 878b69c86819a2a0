/**
 * The suggestion ports boot hands to the views: present exactly when `lookupsFor` would build them
 * (the same conditions, tested side by side), but the adapters' code (src/lookups/lookups.ts: Google's
 * script loader, the provider's places, the company register) is a chunk loaded by the first call,
 * so it stays out of every route's initial JS (docs/decisions/085-initial-js-per-route.md). A chunk
 * that fails or times out fails that call like a failed request; the next call tries again.
 */
import type { AppConfig } from '../../events/contract/app-config';
import { withTimeout } from '../router/lazy-page';
import type { CompanyRegisterPort } from './company-register';
import type { LookupDeps, Lookups } from './lookups';
import type { PlacesPort } from './places-port';

type LoadLookups = () => Promise<Pick<typeof import('./lookups'), 'lookupsFor'>>;

export function lazyLookupsFor(
  config: AppConfig,
  deps: LookupDeps,
  load: LoadLookups = () => import('./lookups'),
): Lookups {
  let built: Promise<Lookups> | undefined;
  const real = (): Promise<Lookups> => {
    built ??= withTimeout(load).then(
      ({ lookupsFor }) => lookupsFor(config, deps),
      (error: unknown) => {
        built = undefined;
        throw error;
      },
    );
    return built;
  };
  const places = async (): Promise<PlacesPort> => {
    const port = (await real()).places;
    if (!port) throw new Error('the places adapter is missing though the config names one');
    return port;
  };
  const companies = async (): Promise<CompanyRegisterPort> => {
    const port = (await real()).companies;
    if (!port) throw new Error('the company register adapter is missing though the config names one');
    return port;
  };
  const lookups: Lookups = {};
  if (config.placesApiKey || config.placesUrl) {
    lookups.places = {
      suggest: async (text, country, signal) => (await places()).suggest(text, country, signal),
      suggestStreets: async (text, country, near, signal) =>
        (await places()).suggestStreets(text, country, near, signal),
      address: async (suggestion, signal) => (await places()).address(suggestion, signal),
    };
  }
  if (config.companyRegisterUrl && config.companyRegisterToken) {
    lookups.companies = { search: async (text, signal) => (await companies()).search(text, signal) };
  }
  return lookups;
}
