/**
 * Where the city chosen from the suggestions is, kept view-locally for one address form (decision
 * 088): the street field's suggestions are biased to 5000 m around it. It holds only while the form's
 * city is still the one chosen; a city typed over it, or a form opened again, gives no location and
 * the street suggestions are unbiased. Never the customer's own position (no location permission).
 */
import { useState } from 'react';
import type { LatLng } from '../../../lookups/places-port';

export interface CityLocation {
  /** The chosen city's location while the form's city is still that city; null otherwise. */
  near: LatLng | null;
  /** The form's city as committed (a street choice fills it only when it is empty). */
  city: string;
  /** Remembers where the city just chosen is. */
  located(city: string, location: LatLng): void;
}

export function useCityLocation(city: string): CityLocation {
  const [chosen, setChosen] = useState<{ city: string; location: LatLng } | null>(null);
  return {
    near: chosen && chosen.city === city ? chosen.location : null,
    city,
    located: (name, location) => setChosen({ city: name, location }),
  };
}
