/**
 * Street suggestions (spec §7 "city and address suggestions (geolocation radius 5000 m)", decision
 * 052): both places adapters ask for streets biased to 5000 m around the chosen city's location,
 * and without any bias when no city is chosen; never by the customer's own position. A chosen city
 * brings its location for that bias. The mock provider's search answers streets, ranking those
 * within the radius first.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNodeProvider } from '../../fixtures/provider/node';
import {
  googlePlaces,
  type GooglePlacesLibrary,
  type GooglePrediction,
} from '../../src/lookups/google-places';
import { STREET_BIAS_RADIUS_M } from '../../src/lookups/places-port';
import { providerPlaces } from '../../src/lookups/provider-places';

const signal = new AbortController().signal;
const BANSKA_BYSTRICA = { lat: 48.7363, lng: 19.1462 };

function googleWith(prediction: GooglePrediction) {
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [{ placePrediction: prediction }],
  }));
  const library: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
  };
  const port = googlePlaces({
    apiKey: 'key-1',
    language: 'sk',
    boundsOf: () => undefined,
    library: () => library,
    loadScript: () => undefined,
    wait: async () => undefined,
  });
  return { port, fetchAutocompleteSuggestions };
}

const cityPrediction: GooglePrediction = {
  placeId: 'c1',
  text: { text: 'Banská Bystrica, Slovensko' },
  mainText: { text: 'Banská Bystrica' },
  secondaryText: { text: 'Slovensko' },
  toPlace: () => ({
    fetchFields: async () => ({}),
    addressComponents: [{ longText: 'Banská Bystrica', types: ['locality'] }],
    location: { lat: () => BANSKA_BYSTRICA.lat, lng: () => BANSKA_BYSTRICA.lng },
  }),
};

const streetPrediction: GooglePrediction = {
  ...cityPrediction,
  placeId: 's1',
  text: { text: 'Námestie SNP, Banská Bystrica' },
  mainText: { text: 'Námestie SNP' },
  secondaryText: { text: 'Banská Bystrica' },
};

describe('street suggestions through Google', () => {
  it('ask for streets of the country biased to 5000 m around the chosen city', async () => {
    const { port, fetchAutocompleteSuggestions } = googleWith(streetPrediction);
    expect(await port.suggestStreets(' Nám ', 'SK', BANSKA_BYSTRICA, signal)).toEqual([
      { id: 's1', label: 'Námestie SNP', detail: 'Banská Bystrica' },
    ]);
    expect(STREET_BIAS_RADIUS_M).toBe(5000);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({
        input: 'Nám',
        includedPrimaryTypes: ['route'],
        includedRegionCodes: ['sk'],
        locationBias: { center: BANSKA_BYSTRICA, radius: 5000 },
      }),
    );
  });

  it('ask without any bias when no city is chosen', async () => {
    const { port, fetchAutocompleteSuggestions } = googleWith(streetPrediction);
    await port.suggestStreets('Nám', 'SK', null, signal);
    const [request] = fetchAutocompleteSuggestions.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(request).not.toHaveProperty('locationBias');
    expect(request).not.toHaveProperty('locationRestriction');
  });

  it('give a chosen city its location, for the street field to be biased to', async () => {
    const { port } = googleWith(cityPrediction);
    const [city] = await port.suggest('Ban', 'SK', signal);
    expect(await port.address(city!, signal)).toEqual({
      city: 'Banská Bystrica',
      postalCode: '',
      location: BANSKA_BYSTRICA,
    });
  });

  it('give a chosen street its name and number, its town and postal code', async () => {
    const street: GooglePrediction = {
      ...streetPrediction,
      toPlace: () => ({
        fetchFields: async () => ({}),
        addressComponents: [
          { longText: '14', types: ['street_number'] },
          { longText: 'Námestie SNP', types: ['route'] },
          { longText: 'Banská Bystrica', types: ['locality'] },
          { longText: '974 01', types: ['postal_code'] },
        ],
      }),
    };
    const { port } = googleWith(street);
    const [chosen] = await port.suggestStreets('Nám', 'SK', null, signal);
    expect(await port.address(chosen!, signal)).toEqual({
      street: 'Námestie SNP 14',
      city: 'Banská Bystrica',
      postalCode: '974 01',
    });
  });
});

describe('street suggestions through the mock provider’s places search', () => {
  function recording() {
    const requested: URL[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      requested.push(new URL(String(input)));
      const places = [
        { id: 'bb', city: 'Banská Bystrica', postalCode: '974 01', region: 'BB', ...BANSKA_BYSTRICA },
      ];
      return new Response(JSON.stringify({ places }), { headers: { 'content-type': 'application/json' } });
    });
    return { port: providerPlaces({ url: 'http://provider.test/services/places/search', fetch }), requested };
  }

  it('send the chosen city’s coordinates and a radius of 5000 m with a street search', async () => {
    const { port, requested } = recording();
    await port.suggestStreets('Nám', 'SK', BANSKA_BYSTRICA, signal);
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      q: 'Nám',
      country: 'SK',
      type: 'street',
      lat: '48.7363',
      lng: '19.1462',
      radius: '5000',
    });
  });

  it('send no coordinates and no radius when no city is chosen', async () => {
    const { port, requested } = recording();
    await port.suggestStreets('Nám', 'SK', null, signal);
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      q: 'Nám',
      country: 'SK',
      type: 'street',
    });
  });

  it('give a chosen street its name, with its town and postal code', async () => {
    const { port } = recording();
    const [street] = await port.suggestStreets('Ban', 'SK', null, signal);
    expect(await port.address(street!, signal)).toEqual({
      street: 'Banská Bystrica',
      city: 'BB',
      postalCode: '974 01',
      location: BANSKA_BYSTRICA,
    });
  });

  it('give a chosen city the location the search sent with it', async () => {
    const { port } = recording();
    const [city] = await port.suggest('Ban', 'SK', signal);
    expect((await port.address(city!, signal))?.location).toEqual(BANSKA_BYSTRICA);
  });
});

describe('the mock provider’s street search', () => {
  const SERVICES = 'http://provider.test/services';
  const provider = createNodeProvider({ servicesBase: SERVICES });
  beforeAll(() => provider.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => provider.server.close());
  const port = providerPlaces({
    url: `${SERVICES}/places/search`,
    fetch: (input, init) => fetch(input, init),
  });

  it('answers streets, those within 5000 m of the chosen city first', async () => {
    const [city] = await port.suggest('Banská B', 'SK', signal);
    const near = (await port.address(city!, signal))?.location ?? null;
    expect(near).toEqual(BANSKA_BYSTRICA);
    const biased = await port.suggestStreets('Hlavná', 'SK', near, signal);
    expect(biased.map((s) => s.detail)).toEqual(['974 01, Banská Bystrica', '811 01, Bratislava']);
    const bratislava = { lat: 48.1486, lng: 17.1077 };
    const other = await port.suggestStreets('Hlavná', 'SK', bratislava, signal);
    expect(other.map((s) => s.detail)).toEqual(['811 01, Bratislava', '974 01, Banská Bystrica']);
    expect((await port.suggestStreets('Nám', 'SK', null, signal)).map((s) => s.label)).toEqual([
      'Námestie SNP',
      'Námestie slobody',
    ]);
  });
});
