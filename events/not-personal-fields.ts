/**
 * Field names that look personal but are not, each with its reason (decision 037): the other half of
 * personal-fields.ts, which tests/events/personal-fields.test.ts holds every field named like
 * personal data against. A module of its own so the app's bundle does not carry the reasons.
 */

/**
 * Names that look personal but are not, each with the reason. Ids, prices, product codes, countries,
 * message keys and statuses are not personal either, but are not named like it.
 */
export const notPersonal: Readonly<Record<string, string>> = {
  domain: 'a domain name being ordered or searched: the cart, the checker and a re-run need it',
  domains: 'domain names being searched (the checker query): as `domain`',
  companyId: "a company's registry number (IČO, organisationsnummer): a business identifier",
  taxId: "a company's tax number: a business identifier the validation API checks",
  vatId: "a company's VAT number: a business identifier the validation API checks",
  cin: 'a company registry number in the company lookup reply',
  tin: 'a company tax number in the company lookup reply',
  vatin: 'a company VAT number in the company lookup reply',
  serverName: 'the host name the customer picks for a dedicated server; its availability replies need it',
  cpuName: "a server offer's processor model",
  capacity: "a hosting item's disk capacity (it only contains `city`)",
  fileName: 'a file the provider sent (an action button download)',
  clientFileName:
    "an uploaded invoice's file name; the migration rule reads its extension (limit: it may hold a name)",
  serverFileName: "the provider's name of an uploaded file",
  personal: "the personal half of the registries' required fields: field names, not values",
  personalInformation: "the sign-up's container; its fields are classified one by one",
  searchId: "a domain search's id",
};
