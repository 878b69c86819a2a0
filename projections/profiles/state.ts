/**
 * The profiles slice: the billing and domain profile lists and the required fields per TLD set.
 */
import type { AppError } from '../../events/app-error';
import type { BillingProfile, DomainProfile, RequiredFields } from '../../events/contract/profiles';

type ListLoad<T> =
  { status: 'idle' | 'loading' | 'loaded'; list: T[] } | { status: 'failed'; list: T[]; error: AppError };

export interface ProfilesState {
  billing: ListLoad<BillingProfile>;
  domain: ListLoad<DomainProfile>;
  /** Keyed by `requiredFieldsKey(tlds, countryCode)`. */
  requiredFields: Record<string, RequiredFields>;
}

export const initialProfilesState: ProfilesState = {
  billing: { status: 'idle', list: [] },
  domain: { status: 'idle', list: [] },
  requiredFields: {},
};
