/**
 * The profiles read model: the billing and domain lists loading, received and kept over a failed
 * reload, and the required fields stored per TLD list and country.
 */
import { describe, expect, it } from 'vitest';
import { requiredFieldsKey } from '../../projections/profiles/required-fields';
import {
  buildBillingProfile,
  buildDomainProfile,
  buildError,
  requiredFields,
  session,
} from '../support/builders';

describe('the profiles read model', () => {
  it('marks the requested lists loading, keeping what they had', () => {
    const s = session()
      .emit('profiles/billing-received', { profiles: [buildBillingProfile()] })
      .emit('profiles/load-requested', { which: 'both' });
    expect(s.state.profiles.billing).toMatchObject({ status: 'loading', list: [{ id: 7 }] });
    expect(s.state.profiles.domain.status).toBe('loading');
  });

  it('loads only the list asked for', () => {
    const s = session().emit('profiles/load-requested', { which: 'domain' });
    expect([s.state.profiles.billing.status, s.state.profiles.domain.status]).toEqual(['idle', 'loading']);
  });

  it('stores received billing and domain profiles', () => {
    const s = session()
      .emit('profiles/billing-received', { profiles: [buildBillingProfile()] })
      .emit('profiles/domain-received', { profiles: [buildDomainProfile(), buildDomainProfile({ id: 12 })] });
    expect(s.state.profiles.billing.list.map((p) => p.id)).toEqual([7]);
    expect(s.state.profiles.domain).toMatchObject({ status: 'loaded', list: [{ id: 11 }, { id: 12 }] });
  });

  it('keeps the previous list when a reload fails', () => {
    const s = session()
      .emit('profiles/domain-received', { profiles: [buildDomainProfile()] })
      .emit('profiles/load-failed', {
        which: 'domain',
        error: buildError({ messageKey: 'list.load_error' }),
      });
    expect(s.state.profiles.domain).toMatchObject({
      status: 'failed',
      list: [{ id: 11 }],
      error: { messageKey: 'list.load_error' },
    });
  });

  it('stores required fields under their TLD list and country', () => {
    const fields = requiredFields(['idCard']);
    const s = session().emit('profiles/required-fields-received', {
      tlds: ['se', 'nu'],
      countryCode: 'SE',
      fields,
    });
    expect(s.state.profiles.requiredFields[requiredFieldsKey(['nu', 'se'], 'SE')]).toEqual(fields);
  });
});
