/**
 * A domain profile form with its submit: problems are shown and nothing is sent (a saved value the
 * customer did not change is not judged again; what was typed goes out in the provider's form,
 * decision 023); otherwise
 * `profiles/domain-submitted` carries the profile and the one it edits (domain-profile-flow.ts:
 * unchanged sends nothing, changed is updated, new is created, then set on the cart). The step's
 * "Use my billing details" submits the cart's billing profile instead (decision 019).
 */
import type { ProfileFormId } from '../../../../events/catalogue/profiles';
import type { DomainProfile } from '../../../../events/contract/profiles';
import { domainInput } from '../../../../projections/profiles/values';
import { wireValues } from '../../../validation/typed-values';
import { loadedCart } from '../../../../projections/cart/selectors';
import { domainProfileRequired, profileForm } from '../../../../projections/profiles/selectors';
import type { AppState } from '../../../../projections/state';
import type { AppConfig } from '../../../../events/contract/app-config';
import type { Store } from '../../../store/store';
import { refuseInvalidForm } from '../address/refuse-form';

/** Validates the form and dispatches its submit; false when problems were shown instead. */
export function submitDomainProfile(
  state: AppState,
  config: AppConfig,
  dispatch: Store['dispatch'],
  options: {
    form: Extract<ProfileFormId, 'domain' | 'domain-edit'>;
    saved: DomainProfile | null;
    onCart: boolean;
  },
): boolean {
  const draft = profileForm(state, options.form);
  if (!draft || draft.status === 'saving') return false;
  if (refuseInvalidForm(state, config, dispatch, options.form, 'domain', true)) return false;
  const billingProfileId = options.saved?.billingProfileId ?? loadedCart(state)?.billingProfile?.id ?? null;
  dispatch('profiles/domain-submitted', {
    form: options.form,
    saved: options.saved,
    profile: domainInput(wireValues(draft.values, draft.initial), { billingProfileId }),
    required: domainProfileRequired(state),
    setOnCart: options.onCart,
    continueAfter: options.onCart,
  });
  return true;
}

/** The step's "Use my billing details": the cart's billing profile becomes its domain profile. */
export function submitDomainFromBilling(state: AppState, dispatch: Store['dispatch']): boolean {
  const billing = loadedCart(state)?.billingProfile;
  if (!billing || profileForm(state, 'domain')?.status === 'saving') return false;
  dispatch('profiles/domain-from-billing-submitted', {
    form: 'domain',
    billingProfileId: billing.id,
    required: domainProfileRequired(state),
    setOnCart: true,
    continueAfter: true,
  });
  return true;
}
