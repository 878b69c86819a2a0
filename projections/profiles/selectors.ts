/**
 * Questions the profile steps ask of the state: a form's draft, which domain profile the step's
 * radio stands on (and whether it offers the billing details), whether every domain item already
 * names its own profile (the info banner), whether the cart needs a domain profile, and the
 * registries' required fields for a country.
 */
import type { FormValues, ProfileFormId } from '../../events/catalogue/profiles';
import type { Cart } from '../../events/contract/cart';
import type { ErrorItem } from '../../events/contract/errors';
import type { RequiredFields } from '../../events/contract/profiles';
import { cartTlds, requiredFieldsKey } from './required-fields';
import { domainProfileApplies, domainProfileRequiredBy } from '../steps/progress';
import type { DomainChoice, ProfileForm } from './forms-state';
import { cartOf, workflowOf } from '../read-model';
import type { AppState } from '../state';

export function profileForm(state: AppState, id: ProfileFormId): ProfileForm | undefined {
  return state.profileForms.forms[id];
}

/** What a step reads of a profile form beside its fields: which profile it edits, its status and message. */
export type ProfileFormHead = Pick<ProfileForm, 'profileId' | 'status' | 'error'>;

/** A form's head, undefined with the form closed (compare with sameValue: a new object each call). */
export function profileFormHead(state: AppState, id: ProfileFormId): ProfileFormHead | undefined {
  const draft = profileForm(state, id);
  return draft && { profileId: draft.profileId, status: draft.status, error: draft.error };
}

/** Domain items of the cart (those with a TLD). */
function domainItems(cart: Cart) {
  return cart.items.filter((i) => typeof i.properties.tld === 'string' && i.properties.tld !== '');
}

/** Every domain item carries its own `domainProfileId`: the cart-wide profile is not needed. */
export function allDomainProfilesDefined(state: AppState): boolean {
  const cart = cartOf(state.cart.load);
  if (!cart) return false;
  const items = domainItems(cart);
  return items.length > 0 && items.every((i) => typeof i.properties.domainProfileId === 'number');
}

export function domainProfileStepApplies(state: AppState): boolean {
  return domainProfileApplies(workflowOf(state), cartOf(state.cart.load));
}

/**
 * A failed creation stops the flow only when the cart really needs a domain profile: the cart says
 * so (`domainProfileRequired`, in the Swedish workflow too) and not every domain names its own.
 */
export function domainProfileRequired(state: AppState): boolean {
  return domainProfileRequiredBy(cartOf(state.cart.load)) && !allDomainProfilesDefined(state);
}

/**
 * "Use my billing details" (decision 019): a logged-in customer whose cart has a billing profile,
 * in the standard workflow (the Swedish user information comes before billing and is its source).
 */
export function billingDetailsOffered(state: AppState): boolean {
  const cart = cartOf(state.cart.load);
  return workflowOf(state) === 1 && cart?.user != null && cart.billingProfile != null;
}

/**
 * The radio of the domain-profile step: the customer's pick (the billing option while it is
 * offered), else the cart's, else the first saved, else new.
 */
export function domainChoice(state: AppState): DomainChoice {
  const picked = state.profileForms.domainChoice;
  const list = state.profiles.domain.list;
  if (picked === 'new' || (picked === 'billing' && billingDetailsOffered(state))) return picked;
  if (typeof picked === 'number' && list.some((p) => p.id === picked)) return picked;
  const onCart = cartOf(state.cart.load)?.domainProfile?.id;
  if (onCart !== undefined && list.some((p) => p.id === onCart)) return onCart;
  return list[0]?.id ?? 'new';
}

function cartTldList(state: AppState): string[] {
  const cart = cartOf(state.cart.load);
  return cart ? cartTlds(cart) : [];
}

/** The registries' fields for the cart's TLDs and a profile country; undefined until fetched. */
export function requiredFieldsFor(state: AppState, countryCode: string): RequiredFields | undefined {
  const tlds = cartTldList(state);
  if (tlds.length === 0 || countryCode === '') return undefined;
  return state.profiles.requiredFields[requiredFieldsKey(tlds, countryCode)];
}

/** What one profile form's view reads: its draft, the cart's TLDs and the registries' fields. */
export interface AddressFormData {
  draft: ProfileForm | undefined;
  tlds: string[];
  /** For the draft's country (the company's until one is chosen); undefined until fetched. */
  requiredFields: RequiredFields | undefined;
}

/** The address form's slice (compare with sameValue: the TLD list is built on every call). */
export function addressFormData(state: AppState, id: ProfileFormId, companyCountry: string): AddressFormData {
  const draft = profileForm(state, id);
  const country = String(draft?.values.countryCode || companyCountry);
  return { draft, tlds: cartTldList(state), requiredFields: requiredFieldsFor(state, country) };
}

/**
 * What the sign-up form reads of its main form beside the address (which the address form reads):
 * the account fields, the consent, the second-address switch and their messages; undefined until
 * the form is open. A committed address field changes none of it (compare with sameValue).
 */
export interface SignupHead {
  login: string;
  terms: FormValues[string] | undefined;
  different: boolean;
  loginTouched: boolean;
  submitted: boolean;
  serverErrors: { login?: ErrorItem; password?: ErrorItem; terms?: ErrorItem };
  error: ErrorItem | null;
}

export function signupHead(state: AppState): SignupHead | undefined {
  const main = profileForm(state, 'signup');
  if (!main) return undefined;
  const { login, password, terms } = main.serverErrors;
  return {
    login: typeof main.values.login === 'string' ? main.values.login : '',
    terms: main.values.terms,
    different: main.values.different === true,
    loginTouched: main.touched.includes('login'),
    submitted: main.submitted,
    serverErrors: {
      ...(login ? { login } : {}),
      ...(password ? { password } : {}),
      ...(terms ? { terms } : {}),
    },
    error: main.error,
  };
}

/**
 * The ids of the customer's saved profiles as the app last read them, or null when the list was
 * never read: what a profile found after a lost create reply must not be (decision 076).
 */
export function knownProfileIds(state: AppState, which: 'billing' | 'domain'): number[] | null {
  const list = state.profiles[which];
  return list.status === 'idle' ? null : list.list.map((p) => p.id);
}
