/**
 * The places port over the mock provider's places search (decision 052), used in development and
 * tests instead of Google: `GET {placesUrl}?q={text}&country={CC}` answers
 * `{ places: [{ id, city, postalCode, region, lat?, lng? }] }`; streets are asked with
 * `type=street`, and `lat`, `lng` and `radius=5000` when a city is chosen (the bias). A reply it
 * cannot read is an error, which the field turns into no suggestions.
 */
import * as z from 'zod/mini';
import {
  STREET_BIAS_RADIUS_M,
  type LatLng,
  type PlaceAddress,
  type PlaceSuggestion,
  type PlacesPort,
} from './places-port';

const ProviderPlace = z.object({
  id: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  lat: z.optional(z.number()),
  lng: z.optional(z.number()),
});
const ProviderPlaces = z.object({ places: z.array(ProviderPlace) });

export interface ProviderPlacesDeps {
  url: string;
  fetch: typeof globalThis.fetch;
}

export function providerPlaces({ url, fetch }: ProviderPlacesDeps): PlacesPort {
  // The search already brings each place's address; `address` answers from the last replies.
  const known = new Map<string, PlaceAddress>();
  // A street comes as `city` (the street) with `region` (its town): it fills the street and the town.
  const search = async (query: Record<string, string>, signal: AbortSignal, streets = false) => {
    const target = new URL(url, globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    const reply = await fetch(target.toString(), { signal });
    if (!reply.ok) throw new Error(`places search answered ${reply.status}`);
    const { places } = ProviderPlaces.parse(await reply.json());
    return places.map((p): PlaceSuggestion => {
      const address: PlaceAddress = streets
        ? { street: p.city, city: p.region, postalCode: p.postalCode }
        : { city: p.city, postalCode: p.postalCode };
      if (p.lat !== undefined && p.lng !== undefined) address.location = { lat: p.lat, lng: p.lng };
      known.set(p.id, address);
      return { id: p.id, label: p.city, detail: [p.postalCode, p.region].filter(Boolean).join(', ') };
    });
  };
  const bias = (near: LatLng | null): Record<string, string> =>
    near ? { lat: String(near.lat), lng: String(near.lng), radius: String(STREET_BIAS_RADIUS_M) } : {};
  return {
    suggest: (text, country, signal) => search({ q: text.trim(), country }, signal),
    suggestStreets: (text, country, near, signal) =>
      search({ q: text.trim(), country, type: 'street', ...bias(near) }, signal, true),
    async address(suggestion) {
      return known.get(suggestion.id) ?? null;
    },
  };
}
