/**
 * Required fields of domain profiles: one key per TLD set, the TLDs taken from the cart's domain
 * items, empty values counted as missing, and requirements not fetched yet treated as none.
 */
import { describe, expect, it } from 'vitest';
import {
  cartTlds,
  domainProfileComplete,
  requiredFieldsKey,
} from '../../projections/profiles/required-fields';
import {
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  buildItem,
  requiredFields,
} from '../support/builders';

describe('required fields', () => {
  it('key the same TLD set the same way whatever the order, case or duplicates', () => {
    expect(requiredFieldsKey(['SK', 'cz', 'sk'], 'se')).toBe(requiredFieldsKey(['cz', 'sk'], 'SE'));
    expect(requiredFieldsKey(['cz', 'sk'], 'SE')).toBe('cz,sk|SE');
  });

  it('take the TLDs from the domain items of the cart', () => {
    expect(
      cartTlds(
        buildCart({
          items: [buildDomainItem('a.sk'), buildItem(), buildDomainItem('b.sk'), buildDomainItem('c.se')],
        }),
      ),
    ).toEqual(['sk', 'se']);
  });

  it('count an empty value as missing', () => {
    const fields = { ...requiredFields(), company: { required: ['companyId' as const], oneOf: [] } };
    expect(domainProfileComplete(buildDomainProfile({ type: 'company', companyId: '' }), fields)).toBe(false);
    expect(domainProfileComplete(buildDomainProfile({ type: 'company', companyId: '123' }), fields)).toBe(
      true,
    );
  });

  it('treat requirements not fetched yet as none', () => {
    expect(domainProfileComplete(buildDomainProfile(), undefined)).toBe(true);
  });
});
