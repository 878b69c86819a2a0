/**
 * The places port over the Google Maps JavaScript API's Places library (spec §7 maps service,
 * decision 053). The script is loaded only when a place field first asks for suggestions; until
 * `google.maps.places` is there, asking fails as 'google not loaded' and is tried again after a
 * delay that doubles from 500 ms, as long as the delay stays within 30 s (0.5, 1, 2, 4, 8, 16 s).
 * After that the lookup fails quietly (the city is a plain input) and the attempt is forgotten: the
 * next lookup loads the script again and waits once more (issue 30: a failed load was kept for the
 * page's life). Lookups while an attempt runs share it, so a failing load is tried at most once per
 * lookup that finds none running, never once per keystroke. Suggestions are cities of the form's
 * country inside the config's `bounds` for it; street suggestions are streets (`route`) of the
 * country, biased to 5000 m around the chosen city's location when there is one (decision 052).
 */
import {
  STREET_BIAS_RADIUS_M,
  type LatLng,
  type PlaceAddress,
  type PlaceSuggestion,
  type PlacesPort,
} from './places-port';

/** The parts of `google.maps.places` (Places API "new") this adapter uses. */
export interface GooglePlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedPrimaryTypes?: string[];
      includedRegionCodes?: string[];
      locationRestriction?: MapBox;
      locationBias?: { center: LatLng; radius: number };
      language?: string;
      sessionToken?: object;
    }): Promise<{ suggestions: GoogleSuggestion[] }>;
  };
}

interface GoogleSuggestion {
  placePrediction: GooglePrediction | null;
}

export interface GooglePrediction {
  placeId: string;
  text: { text: string };
  mainText: { text: string } | null;
  secondaryText: { text: string } | null;
  toPlace(): {
    fetchFields(request: { fields: string[] }): Promise<unknown>;
    addressComponents?: { longText: string | null; types: string[] }[] | null;
    location?: { lat(): number; lng(): number } | null;
  };
}

export interface MapBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface GooglePlacesDeps {
  apiKey: string;
  /** The page's language, e.g. `sk` (suggestions in it). */
  language: string;
  /** The config's `bounds` entry of a country, when it has one. */
  boundsOf(country: string): MapBox | undefined;
  /** `window.google?.maps?.places`, read at each attempt. */
  library(): GooglePlacesLibrary | undefined;
  /** Adds the script element (again after a failed attempt, in place of the one before). */
  loadScript(src: string): void;
  /** Waits `ms` (tests pass fake timers). */
  wait(ms: number): Promise<void>;
}

export const GOOGLE_NOT_LOADED = 'google not loaded';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** The origin the Maps JavaScript API is loaded from (the CSP allows it when a key is configured). */
const GOOGLE_MAPS_ORIGIN = 'https://maps.googleapis.com';

function googleScriptUrl(apiKey: string, language: string): string {
  const query = new URLSearchParams({ key: apiKey, libraries: 'places', loading: 'async', language });
  return `${GOOGLE_MAPS_ORIGIN}/maps/api/js?${query.toString()}`;
}

/** The library once it is there: tried at once, then after each doubling delay within 30 s. */
async function awaitLibrary(deps: GooglePlacesDeps): Promise<GooglePlacesLibrary> {
  for (let delay = FIRST_RETRY_MS; ; delay *= 2) {
    const library = deps.library();
    if (library) return library;
    if (delay > MAX_RETRY_MS) throw new Error(GOOGLE_NOT_LOADED);
    await deps.wait(delay);
  }
}

const cityTypes = ['locality', 'postal_town', 'administrative_area_level_3'];

export function googlePlaces(deps: GooglePlacesDeps): PlacesPort {
  let loading: Promise<GooglePlacesLibrary> | undefined;
  let session: object | undefined;
  const predictions = new Map<string, GooglePrediction>();
  const ready = () => {
    if (!loading) {
      deps.loadScript(googleScriptUrl(deps.apiKey, deps.language));
      const attempt = awaitLibrary(deps);
      loading = attempt;
      // a failed attempt is not kept: the next lookup tries again
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  const listed = (suggestions: GoogleSuggestion[]) =>
    suggestions.flatMap(({ placePrediction: p }): PlaceSuggestion[] => {
      if (!p) return [];
      predictions.set(p.placeId, p);
      return [{ id: p.placeId, label: p.mainText?.text ?? p.text.text, detail: p.secondaryText?.text ?? '' }];
    });
  return {
    async suggest(text, country) {
      const places = await ready();
      session ??= new places.AutocompleteSessionToken();
      const bounds = deps.boundsOf(country);
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text.trim(),
        includedPrimaryTypes: ['(cities)'],
        includedRegionCodes: [country.toLowerCase()],
        ...(bounds ? { locationRestriction: bounds } : {}),
        language: deps.language,
        sessionToken: session,
      });
      return listed(suggestions);
    },
    async suggestStreets(text, country, near) {
      const places = await ready();
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text.trim(),
        includedPrimaryTypes: ['route'],
        includedRegionCodes: [country.toLowerCase()],
        ...(near ? { locationBias: { center: near, radius: STREET_BIAS_RADIUS_M } } : {}),
        language: deps.language,
        sessionToken: session,
      });
      return listed(suggestions);
    },
    async address(suggestion): Promise<PlaceAddress | null> {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) return null;
      // A chosen place ends the session the token bills together.
      session = undefined;
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['addressComponents', 'location'] });
      const parts = place.addressComponents ?? [];
      const part = (types: string[]) => parts.find((c) => c.types.some((t) => types.includes(t)))?.longText;
      // A street (`route`) fills the street, its number after it when the place has one.
      const route = part(['route']);
      const address: PlaceAddress = {
        city: part(cityTypes) ?? (route ? '' : suggestion.label),
        postalCode: part(['postal_code']) ?? '',
      };
      if (route) address.street = [route, part(['street_number'])].filter(Boolean).join(' ');
      if (place.location) address.location = { lat: place.location.lat(), lng: place.location.lng() };
      return address;
    },
  };
}
