/**
 * The port through which the city and street fields ask for place suggestions (spec §2 "city with place
 * suggestions", §5 place search, §7 maps service; decision 052). Two adapters implement it: the
 * Google Maps JavaScript API's Places library (google-places.ts) and the mock provider's places
 * search (provider-places.ts). Lookups are view-local: nothing here enters the event log, only the
 * customer's choice does, as the form's field changes.
 */

/** One suggestion as the combobox lists it. */
export interface PlaceSuggestion {
  id: string;
  /** The place's name (the city). */
  label: string;
  /** What tells two places of one name apart (region, postal code). */
  detail: string;
}

/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** What a chosen place fills in the address form. */
export interface PlaceAddress {
  city: string;
  /** A chosen street's name, with its house number when the suggestion carries one. */
  street?: string;
  /** '' when the service knows none (a city with several postal codes). */
  postalCode: string;
  /** Where the place is, when the service says: the street field's suggestions are biased to it. */
  location?: LatLng;
}

/** Spec §7: street suggestions are biased to 5000 m around the city already chosen. */
export const STREET_BIAS_RADIUS_M = 5000;

export interface PlacesPort {
  /** Places whose name starts like `text`, in the form's country (ISO 3166-1 alpha-2). */
  suggest(text: string, country: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  /**
   * Streets whose name starts like `text`, in the form's country, biased to `STREET_BIAS_RADIUS_M`
   * around `near` (the chosen city's location) when there is one, unbiased otherwise. Never the
   * customer's own position: a checkout does not ask for location permission.
   */
  suggestStreets(
    text: string,
    country: string,
    near: LatLng | null,
    signal: AbortSignal,
  ): Promise<PlaceSuggestion[]>;
  /**
   * The city and postal code of a suggestion this port gave (and, for a street, the street); null
   * when it has none.
   */
  address(suggestion: PlaceSuggestion, signal: AbortSignal): Promise<PlaceAddress | null>;
}

/** Spec §5: a place search needs 2+ characters of letters, digits, apostrophe, hyphen, dot, slash (and spaces between words). */
const PLACE_QUERY = /^[\p{L}\p{M}\p{N}'’\-./ ]+$/u;

export function isPlaceQuery(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 2 && PLACE_QUERY.test(trimmed);
}

/** Spec §9: the place search waits 100 ms after the last keystroke. */
export const PLACE_SEARCH_DEBOUNCE_MS = 100;
