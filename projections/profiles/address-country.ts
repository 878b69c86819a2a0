/**
 * The per-country rules of the address form (spec §5 "Tax identifiers"), as pure questions so the
 * form layout (src/) and the forms read model (the Czech VAT → tax id sync) ask the same thing.
 * `country` is the profile's country code; the form's country is the company's, except that a
 * natural person on the Czech site may live in the United Kingdom (`countryChoices`).
 */

/** Czech setting: the VAT field is labelled as tax id (DIČ) and its value is the tax id too. */
export function vatShownAsTaxId(country: string): boolean {
  return country.toUpperCase() === 'CZ';
}

/** Swedish setting: no tax id and no VAT id fields (unless a registry requires them). */
export function hidesTaxAndVat(country: string): boolean {
  return country.toUpperCase() === 'SE';
}

/** Hungarian setting: last name before first name. */
export function lastNameFirst(country: string): boolean {
  return country.toUpperCase() === 'HU';
}

/** Hungarian company profiles must give a tax id. */
export function taxIdMandatory(country: string, type: string): boolean {
  return country.toUpperCase() === 'HU' && type === 'company';
}

/**
 * Slovak setting (the company's country): the company field is an autocomplete over the company
 * register, when the config names one (decision 052; else a plain input).
 */
export function companyAutocomplete(country: string): boolean {
  return country.toUpperCase() === 'SK';
}

/**
 * The countries a profile of this type may have on this company's site: its own country, and for a
 * natural person on the Czech site also the United Kingdom (spec §1 "UK natural persons are served
 * only through the Czech site"; decision 059). A company stays in the company's country.
 */
export function countryChoices(companyCountry: string, type: string): string[] {
  const own = companyCountry.toUpperCase();
  return own === 'CZ' && type !== 'company' ? [own, 'GB'] : [own];
}
