/**
 * The profiles read model: the customer's billing and domain profiles with their load status (a
 * failed reload keeps the list it had; a profile saved from a form joins or replaces its entry) and
 * the fields registries require, per TLD list and country.
 */
import { castDraft } from 'immer';
import { match } from 'ts-pattern';
import { requiredFieldsKey } from './derive/required-fields';
import type { ReadModel } from './read-model';

export const reduceProfiles: ReadModel = (draft, event) => {
  const profiles = draft.profiles;
  match(event)
    .with({ type: 'profiles/load-requested' }, ({ payload }) => {
      if (payload.which !== 'domain') profiles.billing = { status: 'loading', list: profiles.billing.list };
      if (payload.which !== 'billing') profiles.domain = { status: 'loading', list: profiles.domain.list };
    })
    .with({ type: 'profiles/billing-received' }, ({ payload }) => {
      profiles.billing = castDraft({ status: 'loaded', list: payload.profiles });
    })
    .with({ type: 'profiles/domain-received' }, ({ payload }) => {
      profiles.domain = castDraft({ status: 'loaded', list: payload.profiles });
    })
    .with({ type: 'profiles/load-failed' }, ({ payload }) => {
      const error = castDraft(payload.error);
      if (payload.which === 'billing')
        profiles.billing = { status: 'failed', list: profiles.billing.list, error };
      else profiles.domain = { status: 'failed', list: profiles.domain.list, error };
    })
    .with({ type: 'profiles/billing-saved' }, ({ payload }) => {
      profiles.billing.list = castDraft(upsert(profiles.billing.list, payload.profile));
    })
    .with({ type: 'profiles/domain-saved' }, ({ payload }) => {
      profiles.domain.list = castDraft(upsert(profiles.domain.list, payload.profile));
    })
    .with({ type: 'profiles/required-fields-received' }, ({ payload }) => {
      profiles.requiredFields[requiredFieldsKey(payload.tlds, payload.countryCode)] = castDraft(
        payload.fields,
      );
    })
    .otherwise(() => {});
};

/** A saved profile replaces the one with its id, or joins the end of the list. */
function upsert<T extends { id: number }>(list: readonly T[], profile: T): T[] {
  return list.some((p) => p.id === profile.id)
    ? list.map((p) => (p.id === profile.id ? profile : p))
    : [...list, profile];
}
