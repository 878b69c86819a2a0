/**
 * The places port over the mock provider's places search (decision 052), used in development and
 * tests instead of Google: `GET {placesUrl}?q={text}&country={CC}` answers
 * `{ places: [{ id, city, postalCode, region }] }`. A reply it cannot read is an error, which the
 * field turns into no suggestions.
 */
import * as z from 'zod/mini';
import type { PlaceAddress, PlaceSuggestion, PlacesPort } from './places-port';

const ProviderPlace = z.object({
  id: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
});
const ProviderPlaces = z.object({ places: z.array(ProviderPlace) });

export interface ProviderPlacesDeps {
  url: string;
  fetch: typeof globalThis.fetch;
}

export function providerPlaces({ url, fetch }: ProviderPlacesDeps): PlacesPort {
  // The search already brings each place's address; `address` answers from the last replies.
  const known = new Map<string, PlaceAddress>();
  return {
    async suggest(text, country, signal) {
      const target = new URL(url, globalThis.location?.href ?? 'http://localhost/');
      target.searchParams.set('q', text.trim());
      target.searchParams.set('country', country);
      const reply = await fetch(target.toString(), { signal });
      if (!reply.ok) throw new Error(`places search answered ${reply.status}`);
      const { places } = ProviderPlaces.parse(await reply.json());
      return places.map((p): PlaceSuggestion => {
        known.set(p.id, { city: p.city, postalCode: p.postalCode });
        return { id: p.id, label: p.city, detail: [p.postalCode, p.region].filter(Boolean).join(', ') };
      });
    },
    async address(suggestion) {
      return known.get(suggestion.id) ?? null;
    },
  };
}
