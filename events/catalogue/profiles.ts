/**
 * The customer's saved billing and domain profiles, the fields domain registries require, and the
 * profile forms of the order steps: a form opens with its values, each field's committed value is
 * an intent (keystrokes stay in the view; name and login fields also log their edits, because
 * checks run on them after a pause), and a submit carries the whole profile it sends.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { ErrorItem } from '../contract/errors';
import {
  BillingProfile,
  BillingProfileInput,
  DomainProfile,
  DomainProfileInput,
  RequiredFields,
} from '../contract/profiles';
import { cartCommands, fact, intent, notFolded } from '../define';

/**
 * signup: the sign-up form (its address is the billing profile, or the user information in the
 * Swedish workflow); signup-other: its optional second address; billing / domain: the forms of the
 * logged-in steps (inline or in the drawer); domain-edit: the domain profile edit drawer.
 */
const profileFormIds = ['signup', 'signup-other', 'billing', 'domain', 'domain-edit'] as const;
export const ProfileFormId = z.enum(profileFormIds);
export type ProfileFormId = z.infer<typeof ProfileFormId>;

export const FormValue = z.union([z.string(), z.boolean()]);
export const FormValues = z.record(z.string(), FormValue);
export type FormValues = z.infer<typeof FormValues>;

/** A begun form kept over a reload (decision 060): what it opened with, what was typed, where. */
export const FormDraft = z.object({
  form: ProfileFormId,
  values: FormValues,
  initial: FormValues,
  touched: z.array(z.string()),
  drawer: z.boolean(),
});
export type FormDraft = z.infer<typeof FormDraft>;

/** The validation API checks of contract §3 (E1–E4), by the form field they check. */
export const CheckedField = z.enum(['vatId', 'taxId', 'companyId', 'bonusCard']);
export type CheckedField = z.infer<typeof CheckedField>;

const form = { form: ProfileFormId };

/** This feature's cart commands (events/catalogue/cart-commands.ts): the message area of each. */
export const profileCommands = cartCommands({
  'set-billing-profile': {},
  'set-domain-profile': {},
});

export const profileEvents = {
  'profiles/load-requested': intent(z.object({ which: z.enum(['billing', 'domain', 'both']) })),
  'profiles/billing-received': fact(z.object({ profiles: z.array(BillingProfile) })),
  'profiles/domain-received': fact(z.object({ profiles: z.array(DomainProfile) })),
  'profiles/load-failed': fact(z.object({ which: z.enum(['billing', 'domain']), error: AppError })),
  'profiles/required-fields-requested': intent(
    z.object({ tlds: z.array(z.string()), countryCode: z.string() }),
    notFolded,
  ),
  'profiles/required-fields-received': fact(
    z.object({ tlds: z.array(z.string()), countryCode: z.string(), fields: RequiredFields }),
  ),
  'profiles/required-fields-failed': fact(
    z.object({ tlds: z.array(z.string()), countryCode: z.string(), error: AppError }),
    notFolded,
  ),

  /** A form starts over with these values (a saved profile's, or a new one's defaults). */
  'profiles/form-opened': intent(
    z.object({ ...form, profileId: z.nullable(z.number()), values: FormValues, drawer: z.boolean() }),
  ),
  'profiles/form-closed': intent(z.object(form)),
  /** A value while typing, for fields whose checks run after a pause (names, login). */
  'profiles/field-edited': intent(z.object({ ...form, field: z.string(), value: z.string() })),
  /** A field's committed value (blur, a choice, a checkbox). */
  'profiles/field-committed': intent(z.object({ ...form, field: z.string(), value: FormValue })),
  /** A submit with fields the rules reject: nothing is sent, every message shows. */
  'profiles/form-rejected': intent(z.object({ ...form, fields: z.array(z.string()) })),

  'profiles/check-started': fact(z.object({ ...form, field: CheckedField, value: z.string() })),
  'profiles/check-answered': fact(
    z.object({
      ...form,
      field: CheckedField,
      value: z.string(),
      valid: z.boolean(),
      messageKey: z.nullable(z.string()),
    }),
  ),
  'profiles/check-failed': fact(
    z.object({ ...form, field: CheckedField, value: z.string(), error: AppError }),
  ),

  /** Create (profileId null) or replace a billing profile; `continueAfter` then leaves the step. */
  'profiles/billing-save-requested': intent(
    z.object({
      ...form,
      profileId: z.nullable(z.number()),
      saved: z.nullable(BillingProfile),
      profile: BillingProfileInput,
      continueAfter: z.boolean(),
    }),
  ),
  'profiles/billing-saved': fact(z.object({ ...form, profile: BillingProfile, created: z.boolean() })),
  /** A profile call failed; violations land on the form's fields. */
  'profiles/form-failed': fact(z.object({ ...form, error: AppError })),
  /**
   * A new profile's create got no reply the provider gave (decision 076): it may exist. The list
   * is read again instead of creating again.
   */
  'profiles/create-outcome-unknown': fact(z.object({ ...form, error: AppError }), notFolded),
  /**
   * What the list read again said: `created` (`profileId`: the profile with what was sent, not
   * listed before), `not-created`, or `unknown` (the list could not be read: the form's next save
   * reads first).
   */
  'profiles/create-outcome-settled': fact(
    z.object({
      ...form,
      outcome: z.enum(['created', 'not-created', 'unknown']),
      profileId: z.nullable(z.number()),
    }),
    notFolded,
  ),

  /** Put a saved profile on the cart (E16 / E17 through the cart queue). */
  'profiles/billing-profile-chosen': intent(z.object({ profileId: z.number() }), notFolded),
  'profiles/domain-profile-chosen': intent(z.object({ profileId: z.number() }), notFolded),
  /**
   * The radio of the domain-profile step: a saved profile, a new one, or one made from the cart's
   * billing profile (decision 019).
   */
  'profiles/domain-choice-set': intent(
    z.object({ choice: z.union([z.number(), z.literal('new'), z.literal('billing')]) }),
  ),
  /**
   * The domain-profile form is submitted: `saved` is the profile it edits (null for a new one).
   * Unchanged sends nothing; changed is updated; new is created; each then set on the cart when
   * `setOnCart`. `required`: whether a failed creation stops the flow.
   */
  'profiles/domain-submitted': intent(
    z.object({
      ...form,
      saved: z.nullable(DomainProfile),
      profile: DomainProfileInput,
      required: z.boolean(),
      setOnCart: z.boolean(),
      continueAfter: z.boolean(),
    }),
  ),
  /**
   * The domain-profile step's "Use my billing details": a domain profile is created from the
   * billing profile (E33), then handled as a new profile of `profiles/domain-submitted` (set on the
   * cart when `setOnCart`, a duplicate selected, a failure shown on `form` or skipped when not
   * `required`). Decision 019.
   */
  'profiles/domain-from-billing-submitted': intent(
    z.object({
      ...form,
      billingProfileId: z.number(),
      required: z.boolean(),
      setOnCart: z.boolean(),
      continueAfter: z.boolean(),
    }),
  ),
  'profiles/domain-saved': fact(z.object({ ...form, profile: DomainProfile, created: z.boolean() })),
  /** The provider already had an identical profile (validation.duplicate_domain_profile). */
  'profiles/domain-duplicate-found': fact(z.object({ ...form, profileId: z.number() })),
  /** Creation failed but the cart does not require a domain profile: the flow goes on. */
  'profiles/domain-creation-skipped': fact(z.object({ ...form, error: AppError })),
  /** An unfinished profile kept after a failed creation, back after a reload with its message. */
  'profiles/temporary-domain-restored': fact(
    z.object({
      values: FormValues,
      error: z.nullable(ErrorItem),
      violations: z.array(z.object({ field: z.string(), error: ErrorItem })),
    }),
  ),
  /**
   * New-profile and sign-up forms the customer had begun, back after a reload of the tab (spec §9
   * "persistent state"; decision 060): each with what it opened with, what was typed and whether it
   * was in the drawer. Only the same customer and cart get them back.
   */
  'profiles/drafts-restored': fact(z.object({ forms: z.array(FormDraft) })),
  /**
   * A profile submit (billing save, domain or from-billing submit) is over, whichever way it ended:
   * saved, nothing to send, failed, or stopped while setting the profile on the cart. Its form is
   * no longer busy (issue 14: "nothing to send" used to leave the step disabled).
   */
  'profiles/submit-ended': fact(z.object(form)),
  /** Continue in a step whose choice is already on the cart (billing list). */
  'profiles/step-submitted': intent(
    z.object({ step: z.enum(['billing-profile', 'domain-profile']) }),
    notFolded,
  ),
};
