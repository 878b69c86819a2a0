/**
 * Builds the E39 new-user request from the sign-up forms (contract E39, spec §4). The main form is
 * the billing profile in the standard workflow and the user information (domain profile) in the
 * Swedish one; the optional second form is then the domain holder or the billing profile. When the
 * cart needs a domain profile and there is no second form, the domain profile is the main form's
 * address with its extra registry fields. Also says which form each profile came from, so the
 * provider's violations land on the right fields. Typed postal codes and phones go out in the
 * provider's form (decision 023).
 */
import type { FormValues, ProfileFormId } from '../../../../events/catalogue/profiles';
import type { Workflow } from '../../../../events/contract/scalars';
import { billingInput, domainInput, fullName, parseEmails } from '../../../../projections/profiles/values';
import { normalizeNumber } from '../../../validation/phone-input';
import { wireValues } from '../../../validation/typed-values';
import type { SignUpRequest } from '../../../api/endpoints/users';
import type { AddressRole } from '../address/address-layout';

export interface SignupRoles {
  main: AddressRole;
  other: AddressRole | null;
}

/** What the main and the second form stand for. */
export function signupRoles(workflow: Workflow, different: boolean, domainApplies: boolean): SignupRoles {
  if (workflow === 2) return different ? { main: 'domain', other: 'billing' } : { main: 'both', other: null };
  if (different) return { main: 'billing', other: 'domain' };
  return { main: domainApplies ? 'both' : 'billing', other: null };
}

export interface SignupInput {
  workflow: Workflow;
  main: FormValues;
  other: FormValues | null;
  different: boolean;
  domainApplies: boolean;
  password: string;
  thirdPartyConsent: boolean;
}

export interface BuiltSignup {
  request: SignUpRequest;
  billingForm: ProfileFormId;
  domainForm: ProfileFormId | null;
}

const str = (values: FormValues, field: string) => {
  const v = values[field];
  return typeof v === 'string' ? v.trim() : '';
};

export function buildSignupRequest(input: SignupInput): BuiltSignup {
  const { main, workflow, domainApplies } = input;
  const other = input.different ? input.other : null;
  const swedish = workflow === 2;
  const billingValues = swedish && other ? other : main;
  const domainValues = swedish ? main : (other ?? (domainApplies ? main : null));
  const billingForm: ProfileFormId = swedish && other ? 'signup-other' : 'signup';
  const domainForm: ProfileFormId | null =
    domainValues === null ? null : domainValues === main ? 'signup' : 'signup-other';
  const emails = parseEmails(str(main, 'emails'));
  const name =
    main.type === 'company'
      ? str(main, 'contactPerson') || str(main, 'organisation')
      : (fullName(main) ?? '');
  return {
    billingForm,
    domainForm,
    request: {
      personalInformation: {
        ...(name ? { name } : {}),
        login: str(main, 'login'),
        password: input.password,
        emails: emails.length > 0 ? emails : [str(main, 'email')].filter(Boolean),
        phone: normalizeNumber(str(main, 'phone')),
      },
      billingProfile: billingInput(wireValues(billingValues)),
      domainProfile: domainValues ? domainInput(wireValues(domainValues)) : null,
      termsAndConditionsConsent: main.terms === true,
      thirdPartyConsent: input.thirdPartyConsent,
      domainProfileAdditionalInfo: { createDomainProfile: domainValues !== null, billingProfileId: null },
    },
  };
}
