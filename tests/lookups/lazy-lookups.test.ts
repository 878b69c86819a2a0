/**
 * The suggestion ports boot hands out before the adapters' chunk is loaded (src/lookups/lazy-lookups.ts,
 * decision 085): they exist exactly when the config names a service, load the adapters with the
 * first suggestion asked for (not at boot), answer as the adapters do, and try the chunk again after
 * it failed to load.
 */
import { describe, expect, it, vi } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import { lazyLookupsFor } from '../../src/lookups/lazy-lookups';
import { lookupsFor } from '../../src/lookups/lookups';

const base = { apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' };
const deps = { fetch: vi.fn<typeof fetch>(), language: 'sk', window: {} as Window };
const signal = new AbortController().signal;

const CONFIGS = {
  none: {},
  'register URL without its token': { companyRegisterUrl: '/r' },
  'provider places': { placesUrl: '/places' },
  'Google places': { placesApiKey: 'k' },
  'places and register': { placesUrl: '/places', companyRegisterUrl: '/r', companyRegisterToken: 't' },
};

describe('the suggestion ports at boot', () => {
  it.each(Object.entries(CONFIGS))('are the ones the adapters would build, for %s', (_, extra) => {
    const config = AppConfig.parse({ ...base, ...extra });
    const keys = (lookups: object) => Object.keys(lookups).sort();
    expect(keys(lazyLookupsFor(config, deps, () => Promise.reject(new Error('not loaded'))))).toEqual(
      keys(lookupsFor(config, deps)),
    );
  });

  it('load the adapters with the first suggestion asked for, once, and answer with theirs', async () => {
    const suggest = vi.fn(async () => [{ id: 'p1', label: 'Banská Bystrica', detail: 'Slovensko' }]);
    const search = vi.fn(async () => []);
    const load = vi.fn(async () => ({
      lookupsFor: () => ({
        places: { suggest, suggestStreets: vi.fn(), address: vi.fn() },
        companies: { search },
      }),
    }));
    const config = AppConfig.parse({ ...base, ...CONFIGS['places and register'] });
    const lookups = lazyLookupsFor(config, deps, load);
    expect(load).not.toHaveBeenCalled();
    expect(await lookups.places?.suggest('Ban', 'SK', signal)).toEqual([
      { id: 'p1', label: 'Banská Bystrica', detail: 'Slovensko' },
    ]);
    expect(await lookups.companies?.search('Web', signal)).toEqual([]);
    expect(suggest).toHaveBeenCalledWith('Ban', 'SK', signal);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fail a suggestion whose chunk did not load, and load it again for the next one', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ lookupsFor: () => ({ companies: { search: async () => [] } }) });
    const config = AppConfig.parse({ ...base, companyRegisterUrl: '/r', companyRegisterToken: 't' });
    const lookups = lazyLookupsFor(config, deps, load);
    await expect(lookups.companies?.search('Web', signal)).rejects.toThrow('chunk failed');
    expect(await lookups.companies?.search('Web', signal)).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
