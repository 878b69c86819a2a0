/**
 * The text field of a profile form, with suggestions where a configured service offers them
 * (decision 052): the city with places of the form's country, the street with streets biased to
 * 5000 m around the chosen city (decision 088), and the organisation of a Slovak company (company
 * country SK) with the company register. Choosing a place commits the city and its postal code (and
 * keeps its location for the street); choosing a street commits the street and its postal code;
 * choosing a company commits its name, ids and address. Without the service, or for any other
 * field, it is the plain text field.
 */
import type { ProfileFormId } from '../../../../events/catalogue/profiles';
import { companyAutocomplete } from '../../../../projections/profiles/address-country';
import { useDispatch, useServices } from '../../../app/services';
import {
  COMPANY_SEARCH_DEBOUNCE_MS,
  companyQuery,
  type CompanyLookupResult,
  type CompanyRegisterPort,
} from '../../../lookups/company-register';
import {
  isPlaceQuery,
  PLACE_SEARCH_DEBOUNCE_MS,
  type PlaceSuggestion,
  type PlacesPort,
} from '../../../lookups/places-port';
import { SuggestField } from './suggest-field';
import { TextField, type TextFieldProps } from './text-field';
import type { CityLocation } from './use-city-location';

export interface LookupTextFieldProps extends TextFieldProps {
  form: ProfileFormId;
  name: string;
  /** The profile's country (places are looked up in it). */
  country: string;
  /** The chosen city's location, which the city keeps and the street's suggestions are biased to. */
  cityLocation: CityLocation;
}

export function LookupTextField({ form, name, country, cityLocation, ...field }: LookupTextFieldProps) {
  const { config, lookups } = useServices();
  const dispatch = useDispatch();
  const commit = (fieldName: string, value: string) =>
    dispatch('profiles/field-committed', { form, field: fieldName, value });
  const limitMs = config.timeLimits.callMs;
  const place = { country, cityLocation, limitMs, commit };
  if (name === 'city' && lookups?.places) return <CityField {...field} {...place} places={lookups.places} />;
  if (name === 'street' && lookups?.places)
    return <StreetField {...field} {...place} places={lookups.places} />;
  if (name === 'organisation' && lookups?.companies && companyAutocomplete(config.companyCountry))
    return <CompanyField {...field} register={lookups.companies} limitMs={limitMs} commit={commit} />;
  return <TextField {...field} />;
}

type Commit = (field: string, value: string) => void;

interface PlaceFieldProps extends TextFieldProps {
  places: PlacesPort;
  country: string;
  cityLocation: CityLocation;
  limitMs: number;
  commit: Commit;
}

function CityField(props: PlaceFieldProps) {
  const { places, country, cityLocation, limitMs, commit, ...field } = props;
  const choose = (place: PlaceSuggestion) => {
    // The city and postal code come with the place's details; without them (an error, the time
    // limit) the city is the name chosen and the postal code stays as the customer has it.
    void withinLimit((signal) => places.address(place, signal), limitMs).then((address) => {
      const city = address?.city || place.label;
      if (address?.location) cityLocation.located(city, address.location);
      commit('city', city);
      if (address?.postalCode) commit('postalCode', address.postalCode);
    });
    return place.label;
  };
  return (
    <SuggestField<PlaceSuggestion>
      {...field}
      accepts={isPlaceQuery}
      lookup={(text, signal) => places.suggest(text, country, signal)}
      debounceMs={PLACE_SEARCH_DEBOUNCE_MS}
      limitMs={limitMs}
      option={(place) => place}
      choose={choose}
      notFoundKey="address.places.not_found"
    />
  );
}

function StreetField(props: PlaceFieldProps) {
  const { places, country, cityLocation, limitMs, commit, ...field } = props;
  const choose = (street: PlaceSuggestion) => {
    // The street (with its number when the suggestion has one) and its postal code; the town only
    // into an empty city, never over the one the customer has. Without details, the name chosen.
    void withinLimit((signal) => places.address(street, signal), limitMs).then((address) => {
      commit('street', address?.street || street.label);
      if (address?.postalCode) commit('postalCode', address.postalCode);
      if (address?.city && !cityLocation.city.trim()) commit('city', address.city);
    });
    return street.label;
  };
  return (
    <SuggestField<PlaceSuggestion>
      {...field}
      accepts={isPlaceQuery}
      lookup={(text, signal) => places.suggestStreets(text, country, cityLocation.near, signal)}
      debounceMs={PLACE_SEARCH_DEBOUNCE_MS}
      limitMs={limitMs}
      option={(street) => street}
      choose={choose}
    />
  );
}

function CompanyField(
  props: TextFieldProps & { register: CompanyRegisterPort; limitMs: number; commit: Commit },
) {
  const { register, limitMs, commit, ...field } = props;
  const choose = (company: CompanyLookupResult) => {
    commit('organisation', company.name);
    commit('companyId', company.cin);
    // A company without a tax or VAT id clears the one typed for another company.
    commit('taxId', company.tin ?? '');
    commit('vatId', company.vatin ?? '');
    commit('street', company.formatted_street);
    commit('city', company.municipality);
    commit('postalCode', company.postal_code);
    return company.name;
  };
  return (
    <SuggestField<CompanyLookupResult>
      {...field}
      accepts={(text) => companyQuery(text) !== null}
      lookup={(text, signal) => register.search(text, signal)}
      debounceMs={COMPANY_SEARCH_DEBOUNCE_MS}
      limitMs={limitMs}
      option={(company) => ({
        id: company.cin,
        label: company.name,
        detail: [company.cin, company.municipality].filter(Boolean).join(', '),
      })}
      choose={choose}
    />
  );
}

/** The address of a chosen place, or null when it fails or takes longer than the time limit. */
function withinLimit<T>(lookup: (signal: AbortSignal) => Promise<T>, limitMs: number): Promise<T | null> {
  const controller = new AbortController();
  return new Promise((resolve) => {
    const limit = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, limitMs);
    lookup(controller.signal).then(
      (value) => {
        clearTimeout(limit);
        resolve(value);
      },
      () => {
        clearTimeout(limit);
        resolve(null);
      },
    );
  });
}
