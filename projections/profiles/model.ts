/**
 * The profiles read model: the customer's billing and domain profiles with their load status (a
 * failed reload keeps the list it had; a profile saved from a form joins or replaces its entry) and
 * the fields registries require, per TLD list and country.
 */
import { castDraft } from 'immer';
import { requiredFieldsKey } from './required-fields';
import { edit, onSlice } from '../on-events';

export const reduceProfiles = onSlice('profiles', {
  'profiles/load-requested': edit((profiles, { payload }) => {
    if (payload.which !== 'domain') profiles.billing = { status: 'loading', list: profiles.billing.list };
    if (payload.which !== 'billing') profiles.domain = { status: 'loading', list: profiles.domain.list };
  }),
  'profiles/billing-received': edit((profiles, { payload }) => {
    profiles.billing = castDraft({ status: 'loaded', list: payload.profiles });
  }),
  'profiles/domain-received': edit((profiles, { payload }) => {
    profiles.domain = castDraft({ status: 'loaded', list: payload.profiles });
  }),
  'profiles/load-failed': edit((profiles, { payload }) => {
    const error = castDraft(payload.error);
    if (payload.which === 'billing')
      profiles.billing = { status: 'failed', list: profiles.billing.list, error };
    else profiles.domain = { status: 'failed', list: profiles.domain.list, error };
  }),
  'profiles/billing-saved': edit((profiles, { payload }) => {
    profiles.billing.list = castDraft(upsert(profiles.billing.list, payload.profile));
  }),
  'profiles/domain-saved': edit((profiles, { payload }) => {
    profiles.domain.list = castDraft(upsert(profiles.domain.list, payload.profile));
  }),
  'profiles/required-fields-received': edit((profiles, { payload }) => {
    profiles.requiredFields[requiredFieldsKey(payload.tlds, payload.countryCode)] = castDraft(payload.fields);
  }),
});

/** A saved profile replaces the one with its id, or joins the end of the list. */
function upsert<T extends { id: number }>(list: readonly T[], profile: T): T[] {
  return list.some((p) => p.id === profile.id)
    ? list.map((p) => (p.id === profile.id ? profile : p))
    : [...list, profile];
}
