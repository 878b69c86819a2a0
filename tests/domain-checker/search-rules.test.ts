/**
 * The domain search rules (spec §5 "Domain search", §8): normalisation of what customers type and
 * the three refusals — protocol, invalid name (after ASCII conversion), nothing to check.
 */
import { describe, expect, it } from 'vitest';
import {
  checkDomainSearch,
  searchEntryDomain,
  searchEntryStruct,
} from '../../src/validation/domain-search-check';
import { ruleFailure } from '../../src/validation/form-rules';

describe('normalising a search entry', () => {
  it.each([
    ['  Example.SK  ', 'example.sk'],
    ['https://www.example.sk', 'example.sk'],
    ['http://example.sk/', 'example.sk'],
    ['www.example.sk/some/page?x=1', 'example.sk'],
    ['EXAMPLE', 'example'],
    ['münchen.de', 'münchen.de'],
    ['//example.sk', 'example.sk'],
  ])('reads %j as %j', (input, expected) => {
    expect(ruleFailure(input, searchEntryStruct)).toBeNull();
    expect(searchEntryDomain(input)).toBe(expected);
  });
});

describe('refusing a search', () => {
  it.each(['ftp://example.sk', 'mailto:info@example.sk', 'http://ssh://example.sk', 'sftp://x'])(
    'says that a domain cannot contain a protocol for %j',
    (input) => {
      expect(checkDomainSearch(input)).toEqual({
        ok: false,
        failure: 'domain_checker.protocol',
        entry: input,
      });
    },
  );

  it.each([
    'exa_mple.sk',
    'example.123',
    `${'a'.repeat(64)}.sk`,
    '-example.sk',
    'example..sk',
    'ex ample.sk,bad!.sk',
  ])('calls %j an invalid domain name (entries with a dot are validated)', (input) => {
    const result = checkDomainSearch(input);
    expect(result).toMatchObject({ ok: false, failure: 'validation.domain_name' });
  });

  it('accepts a label of 63 characters and an IDN once converted to ASCII', () => {
    expect(checkDomainSearch(`${'a'.repeat(63)}.sk, žltý-kôň.sk`)).toEqual({
      ok: true,
      domains: [`${'a'.repeat(63)}.sk`, 'žltý-kôň.sk'],
    });
  });

  it.each(['', '   ', ' , ; ', 'https://', 'www.'])('has no domain to check in %j', (input) => {
    expect(checkDomainSearch(input)).toEqual({
      ok: false,
      failure: 'domain_checker.no_domain_to_check',
      entry: null,
    });
  });

  it('keeps a port after a host from being read as a protocol', () => {
    expect(checkDomainSearch('example.sk:8080')).toMatchObject({
      ok: false,
      failure: 'validation.domain_name',
    });
  });
});

describe('a search of several domains', () => {
  it('splits on commas, semicolons and spaces, normalises each and drops repeats', () => {
    expect(checkDomainSearch('Example.sk, www.example.sk;moja-firma  https://druha.cz')).toEqual({
      ok: true,
      domains: ['example.sk', 'moja-firma', 'druha.cz'],
    });
  });

  it('names the first entry that breaks a rule', () => {
    expect(checkDomainSearch('dobra.sk, zla_.sk, ftp://x.sk')).toEqual({
      ok: false,
      failure: 'validation.domain_name',
      entry: 'zla_.sk',
    });
  });
});
