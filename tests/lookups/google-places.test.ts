/**
 * The Google Maps places adapter against a fake `google.maps.places` (decision 053; the real API
 * needs the network): the script is added only when the field first asks, once, with the config's
 * key; 'google not loaded' is tried again after 0.5, 1, 2, 4, 8 and 16 s, then that lookup fails
 * and the next one loads the script again (issue 30); suggestions are cities of the form's country within the config's bounds; a chosen
 * place gives its city and postal code. `lookupsFor` picks the adapter the config names.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import {
  GOOGLE_NOT_LOADED,
  googlePlaces,
  type GooglePlacesLibrary,
  type GooglePrediction,
} from '../../src/lookups/google-places';
import { boundsOf, lookupsFor } from '../../src/lookups/lookups';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const signal = new AbortController().signal;
const SK_BOX = { north: 49.61, south: 47.73, east: 22.57, west: 16.83 };

function prediction(
  placeId: string,
  main: string,
  secondary: string,
  components: { longText: string; types: string[] }[],
) {
  const fetchFields = vi.fn(async () => ({}));
  const place = { fetchFields, addressComponents: components };
  const p: GooglePrediction = {
    placeId,
    text: { text: `${main}, ${secondary}` },
    mainText: { text: main },
    secondaryText: { text: secondary },
    toPlace: () => place,
  };
  return { p, fetchFields };
}

function fakeLibrary(predictions: GooglePrediction[]) {
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: predictions.map((placePrediction) => ({ placePrediction })),
  }));
  const library: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
  };
  return { library, fetchAutocompleteSuggestions };
}

function adapter(libraryNow: () => GooglePlacesLibrary | undefined) {
  const loadScript = vi.fn();
  const wait = vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const port = googlePlaces({
    apiKey: 'key-1',
    language: 'sk',
    boundsOf: (country) => (country === 'SK' ? SK_BOX : undefined),
    library: libraryNow,
    loadScript,
    wait,
  });
  return { port, loadScript, wait };
}

const bb = prediction('p1', 'Banská Bystrica', 'Slovensko', [
  { longText: 'Banská Bystrica', types: ['locality', 'political'] },
  { longText: '974 01', types: ['postal_code'] },
]);

describe('the Google places adapter', () => {
  it('adds the Maps script only when suggestions are first asked for, and only once', async () => {
    const { library } = fakeLibrary([bb.p]);
    const { port, loadScript } = adapter(() => library);
    expect(loadScript).not.toHaveBeenCalled();
    await port.suggest('Ban', 'SK', signal);
    await port.suggest('Bans', 'SK', signal);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(
      'https://maps.googleapis.com/maps/api/js?key=key-1&libraries=places&loading=async&language=sk',
    );
  });

  it('asks for cities of the country within its bounds and lists name and region', async () => {
    const { library, fetchAutocompleteSuggestions } = fakeLibrary([bb.p]);
    const { port } = adapter(() => library);
    expect(await port.suggest(' Ban ', 'SK', signal)).toEqual([
      { id: 'p1', label: 'Banská Bystrica', detail: 'Slovensko' },
    ]);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({
        input: 'Ban',
        includedPrimaryTypes: ['(cities)'],
        includedRegionCodes: ['sk'],
        locationRestriction: SK_BOX,
        language: 'sk',
      }),
    );
  });

  it('gives the chosen place’s city and postal code from its address components', async () => {
    const { library } = fakeLibrary([bb.p]);
    const { port } = adapter(() => library);
    const [first] = await port.suggest('Ban', 'SK', signal);
    expect(await port.address(first!, signal)).toEqual({ city: 'Banská Bystrica', postalCode: '974 01' });
    expect(bb.fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents', 'location'] });
    const noCode = prediction('p2', 'Praha', 'Česko', [{ longText: 'Praha', types: ['locality'] }]);
    const other = adapter(() => fakeLibrary([noCode.p]).library).port;
    const [praha] = await other.suggest('Pra', 'CZ', signal);
    expect(await other.address(praha!, signal)).toEqual({ city: 'Praha', postalCode: '' });
  });

  it("tries again with a doubling delay while 'google not loaded', and uses the library once it is there", async () => {
    const { library } = fakeLibrary([bb.p]);
    const page: { library?: GooglePlacesLibrary } = {};
    const { port, wait } = adapter(() => page.library);
    const found = port.suggest('Ban', 'SK', signal);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
    page.library = library;
    await vi.advanceTimersByTimeAsync(4000);
    expect((await found).map((p) => p.label)).toEqual(['Banská Bystrica']);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000, 4000]);
  });

  it('fails the lookup after the delays reach 30 s, and tries the load again on the next lookup', async () => {
    const { library } = fakeLibrary([bb.p]);
    const page: { library?: GooglePlacesLibrary } = {};
    const { port, wait, loadScript } = adapter(() => page.library);
    const found = port.suggest('Ban', 'SK', signal);
    // keystrokes while the load is awaited share it: no second script
    const typedOn = port.suggest('Bans', 'SK', signal);
    await Promise.all([
      expect(found).rejects.toThrow(GOOGLE_NOT_LOADED),
      expect(typedOn).rejects.toThrow(GOOGLE_NOT_LOADED),
      vi.advanceTimersByTimeAsync(31_500),
    ]);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000, 4000, 8000, 16_000]);
    expect(loadScript).toHaveBeenCalledTimes(1);
    // the network is back: the next lookup loads the script again and gets its suggestions
    const again = port.suggest('Bansk', 'SK', signal);
    page.library = library;
    await vi.advanceTimersByTimeAsync(500);
    expect((await again).map((p) => p.label)).toEqual(['Banská Bystrica']);
    expect(loadScript).toHaveBeenCalledTimes(2);
  });
});

describe('the suggestion services of a config', () => {
  const base = { apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' };
  const deps = { fetch: vi.fn<typeof fetch>(), language: 'sk', window: {} as Window };

  it('are none without places or register keys: the fields stay plain inputs', () => {
    expect(lookupsFor(AppConfig.parse(base), deps)).toEqual({});
    // A register URL without its token is not enough.
    expect(lookupsFor(AppConfig.parse({ ...base, companyRegisterUrl: '/r' }), deps)).toEqual({});
  });

  it('use Google when a key is configured, loading its script into the page on first use', async () => {
    const added: string[] = [];
    const fakeWindow = {
      document: { createElement: () => ({}), head: { append: (s: { src: string }) => added.push(s.src) } },
      setTimeout,
      google: { maps: { places: fakeLibrary([bb.p]).library } },
    } as unknown as Window;
    const config = AppConfig.parse({
      ...base,
      placesApiKey: 'k',
      placesUrl: '/places',
      bounds: { SK: SK_BOX },
    });
    const { places } = lookupsFor(config, { ...deps, window: fakeWindow });
    expect(added).toEqual([]);
    expect(await places?.suggest('Ban', 'SK', signal)).toHaveLength(1);
    expect(added).toEqual([expect.stringMatching(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=k&/)]);
  });

  it('use the mock provider’s places at placesUrl without a key, and the register with URL and token', () => {
    const lookups = lookupsFor(
      AppConfig.parse({ ...base, placesUrl: '/places', companyRegisterUrl: '/r', companyRegisterToken: 't' }),
      deps,
    );
    expect(lookups.places).toBeDefined();
    expect(lookups.companies).toBeDefined();
  });

  it('read a country’s map box from the config’s bounds, ignoring a malformed one', () => {
    expect(boundsOf({ bounds: { SK: SK_BOX, CZ: { north: 1 } } }, 'sk')).toEqual(SK_BOX);
    expect(boundsOf({ bounds: { SK: SK_BOX, CZ: { north: 1 } } }, 'CZ')).toBeUndefined();
    expect(boundsOf({}, 'SK')).toBeUndefined();
  });
});
