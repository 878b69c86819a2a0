/**
 * The places and register adapters against the mock provider's services (msw/node, decision 052):
 * places are found by the start of a name or of a word in it, accents or not, in the asked country
 * only, and carry their postal code; the register finds Slovak companies by name or company id
 * with `limit=5&filter=active` and the token, and any error (a fault, a refusal, a body it cannot
 * read) is an empty list, never an exception. The register's replies are read in its own shape
 * (ids as numbers, extra fields, decision 079).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeProvider } from '../../fixtures/provider/node';
import { companiesFromRegister, companyQuery, companyRegister } from '../../src/lookups/company-register';
import { providerPlaces } from '../../src/lookups/provider-places';

const SERVICES = 'http://provider.test/services';
const provider = createNodeProvider({ servicesBase: SERVICES });
beforeAll(() => provider.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => provider.store.reset());
afterEach(() => provider.store.setFaults(null));
afterAll(() => provider.server.close());

const requested: URL[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  requested.push(new URL(String(input)));
  return fetch(input, init);
};
beforeEach(() => {
  requested.length = 0;
});
const signal = () => new AbortController().signal;

describe('the places of the mock provider', () => {
  const places = providerPlaces({ url: `${SERVICES}/places/search`, fetch: recordingFetch });

  it('suggests the places of the country whose name starts like the text, with postal code and region', async () => {
    const found = await places.suggest('Ban', 'SK', signal());
    expect(found.map((p) => [p.label, p.detail])).toEqual([
      ['Banská Bystrica', '974 01, Banskobystrický kraj'],
      ['Banská Štiavnica', '969 01, Banskobystrický kraj'],
    ]);
    expect(requested[0]?.searchParams.get('country')).toBe('SK');
    expect(await places.address(found[1]!, signal())).toEqual({
      city: 'Banská Štiavnica',
      postalCode: '969 01',
    });
  });

  it('finds a place typed without accents, by a later word of its name, and only in the asked country', async () => {
    expect((await places.suggest('kosice', 'SK', signal())).map((p) => p.label)).toEqual(['Košice']);
    expect((await places.suggest('Mesto', 'SK', signal())).map((p) => p.label)).toEqual([
      'Nové Mesto nad Váhom',
    ]);
    expect((await places.suggest('Bratislava', 'CZ', signal())).map((p) => p.label)).toEqual([]);
    expect((await places.suggest('Stock', 'SE', signal()))[0]?.detail).toBe('111 51, Stockholms län');
  });

  it('fails (for the field to stay plain) when the service answers with an error', async () => {
    provider.store.setFaults({ status: 503, pathPattern: '/places/' });
    await expect(places.suggest('Ban', 'SK', signal())).rejects.toThrow(/503/);
    provider.store.setFaults({ malformedBody: true, pathPattern: '/places/' });
    await expect(places.suggest('Ban', 'SK', signal())).rejects.toThrow();
  });
});

describe('the company register of the mock provider', () => {
  const register = companyRegister({
    url: `${SERVICES}/register/search`,
    token: 'mock-register-token',
    fetch: recordingFetch,
  });

  it('asks by name with limit 5, active companies only and the token, and reads CompanyLookupResult', async () => {
    const found = await register.search('Host', signal());
    expect(found.map((c) => c.name)).toEqual(['Hostiteľ Webu a.s.', 'Hostinec U Dvoch Levov, s.r.o.']);
    expect(found[1]).toMatchObject({ cin: '47123456', vatin: null, postal_code: '040 01' });
    const query = requested[0]?.searchParams;
    expect(query?.get('q')).toBe('name:Host');
    expect(query?.get('limit')).toBe('5');
    expect(query?.get('filter')).toBe('active');
    expect(query?.get('private_access_token')).toBe('mock-register-token');
  });

  it('asks by company id when the text is a number, spaces dropped', async () => {
    const found = await register.search('35 812 345', signal());
    expect(requested[0]?.searchParams.get('q')).toBe('cin:35812345');
    expect(found.map((c) => c.name)).toEqual(['Hostiteľ Webu a.s.']);
  });

  it('gives a company id the register sends as a number back its leading zeros', async () => {
    const found = await register.search('00612345', signal());
    expect(found).toMatchObject([
      { name: 'Záhradníctvo Ruža, družstvo', cin: '00612345', tin: '2020001234' },
    ]);
  });

  it('gives an empty list for any error: a fault, a malformed body, a refused token', async () => {
    provider.store.setFaults({ status: 500, pathPattern: '/register/' });
    expect(await register.search('Host', signal())).toEqual([]);
    provider.store.setFaults({ malformedBody: true, pathPattern: '/register/' });
    expect(await register.search('Host', signal())).toEqual([]);
    provider.store.setFaults(null);
    const noToken = companyRegister({ url: `${SERVICES}/register/search`, token: '', fetch });
    expect(await noToken.search('Host', signal())).toEqual([]);
    const unreachable = companyRegister({
      url: 'http://nowhere.test/search',
      token: 't',
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    expect(await unreachable.search('Host', signal())).toEqual([]);
  });
});

describe("the register's own reply", () => {
  /** Rows as the open-data register sends them: numeric ids, a null VAT id, fields the spec does not list. */
  const reply = [
    {
      id: 1402917,
      cin: 36421928,
      tin: 2021234567,
      vatin: 'SK2021234567',
      name: 'Horská chata Štrbské Pleso s.r.o.',
      formatted_address: 'Štrbské Pleso 12, 059 85 Štrba',
      street: 'Štrbské Pleso',
      reg_number: 0,
      building_number: '12',
      formatted_street: 'Štrbské Pleso 12',
      postal_code: '059 85',
      municipality: 'Štrba',
      country: 'Slovenská republika',
      established_on: '2005-03-01',
      terminated_on: null,
      vatin_paragraph: null,
      registration_office: 'OS Prešov',
      registration_number: 'Sro 12345/P',
    },
    {
      id: 77,
      cin: 683540,
      tin: 2020312345,
      vatin: null,
      name: 'Obecný podnik Ružomberok',
      formatted_address: null,
      formatted_street: 'Námestie 1',
      postal_code: '034 01',
      municipality: 'Ružomberok',
      country: 'Slovenská republika',
    },
  ];

  it('suggests every company of it, with the ids as the digits the form is filled with', () => {
    expect(companiesFromRegister(reply)).toEqual([
      {
        name: 'Horská chata Štrbské Pleso s.r.o.',
        cin: '36421928',
        tin: '2021234567',
        vatin: 'SK2021234567',
        formatted_street: 'Štrbské Pleso 12',
        municipality: 'Štrba',
        postal_code: '059 85',
        country: 'Slovenská republika',
      },
      {
        name: 'Obecný podnik Ružomberok',
        cin: '00683540',
        tin: '2020312345',
        vatin: null,
        formatted_street: 'Námestie 1',
        municipality: 'Ružomberok',
        postal_code: '034 01',
        country: 'Slovenská republika',
      },
    ]);
  });

  it('reaches the organisation field through the adapter, a row it cannot read left out', async () => {
    const register = companyRegister({
      url: 'http://register.test/search',
      token: 't',
      fetch: () => Promise.resolve(Response.json([...reply, { id: 3, name: 'No id' }])),
    });
    expect((await register.search('Ruž', signal())).map((c) => [c.name, c.cin])).toEqual([
      ['Horská chata Štrbské Pleso s.r.o.', '36421928'],
      ['Obecný podnik Ružomberok', '00683540'],
    ]);
  });

  it('keeps ids sent as text as they are', () => {
    expect(companiesFromRegister([{ ...reply[1], cin: '00683540', tin: null }])[0]).toMatchObject({
      cin: '00683540',
      tin: null,
    });
  });
});

describe('the register query', () => {
  it('is name:{text} for a name, cin:{digits} for a company id, none for a single character', () => {
    expect(companyQuery(' Drevo ')).toBe('name:Drevo');
    expect(companyQuery('31567890')).toBe('cin:31567890');
    expect(companyQuery('A')).toBeNull();
    expect(companyQuery('12 s.r.o.')).toBe('name:12 s.r.o.');
  });
});
