/**
 * The domain-profile step's saves (spec §4 "Domain profile"; contract E17, E32–E34): a submit
 * creates, updates or finds the profile, sets it on the cart and moves on, and always ends the
 * form's busy state. Readings: docs/decisions/046 (its "Domain step"), 014 (a failed creation
 * when not required), 019 ("Use my billing details"), 023 (unchanged sends nothing; every submit
 * ends).
 */
import { Subscription, concatMap, from } from 'rxjs';
import * as z from 'zod/mini';
import type { PayloadOf } from '../../../events/catalogue/index';
import { FormValues } from '../../../events/catalogue/profiles';
import type { AppError } from '../../../events/app-error';
import { ErrorItem } from '../../../events/contract/errors';
import type { Cart } from '../../../events/contract/cart';
import type { DomainProfile, DomainProfileInput } from '../../../events/contract/profiles';
import { fieldOf } from '../../../projections/profiles/forms';
import { knownProfileIds } from '../../../projections/profiles/selectors';
import { domainProfileChanged, domainValues } from '../../../projections/profiles/values';
import { isLoggedIn, loadedCart } from '../../../projections/cart/selectors';
import type { AppState } from '../../../projections/state';
import type { Result } from '../../api/result';
import { cartCommandOutcome } from '../cart/command-outcome';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { DOMAIN_DRAFT_KEY } from '../customer-data';
import { DraftOwner, ownerOf, sameOwner } from './draft-owner';
import { foldedEvents, foldedState } from '../runtime/folded-events';
import { loginIfUnauthorized } from '../session-loss';
import { removeStored, takeStoredJson, writeStored } from '../../shared/stored-json';
import { createOnce, type UnknownCreates } from './unknown-create';

/** A profile the step saved (or found): its id, and whether it was just sent as a replacement. */
interface Saved {
  id: number;
  updated: boolean;
}

type Submitted = PayloadOf<'profiles/domain-submitted'>;
type FromBilling = PayloadOf<'profiles/domain-from-billing-submitted'>;
/** What both submits share: the form that shows the outcome and what to do after the save. */
type Submit = Submitted | FromBilling;
type Form = Submit['form'];

export const TEMP_DOMAIN_PROFILE_KEY = DOMAIN_DRAFT_KEY;
const DUPLICATE_KEY = 'validation.duplicate_domain_profile';

const Draft = z.object({
  values: FormValues,
  error: z.nullable(ErrorItem),
  violations: z.array(z.object({ field: z.string(), error: ErrorItem })),
});
type Draft = z.infer<typeof Draft>;
const Stored = z.object({ ...Draft.shape, owner: DraftOwner });
type Stored = z.infer<typeof Stored>;

/** The duplicate's id when the provider says the profile exists already. */
function duplicateOf(error: AppError): number | null {
  if (error.key !== DUPLICATE_KEY) return null;
  const data = error.data as { domainProfileId?: unknown } | undefined;
  return typeof data?.domainProfileId === 'number' ? data.domainProfileId : null;
}

function storedDraft(profile: DomainProfileInput, error: AppError): Draft {
  const violations = error.violations.flatMap((v) => {
    const field = fieldOf(v.propertyPath, ['domainProfile.']);
    const first = v.errors[0];
    return field && first ? [{ field, error: first }] : [];
  });
  const values = domainValues({
    ...profile,
    id: 0,
    userId: 0,
    billingProfileId: profile.billingProfileId ?? null,
  });
  return { values, error: violations.length > 0 ? null : { translationKey: error.messageKey }, violations };
}

export function domainProfileFlowEffect({ log, api, storage }: EffectDeps): Subscription {
  const subscription = new Subscription();
  let state: AppState | null = null;
  const unknownCreates: UnknownCreates = new Map();
  subscription.add(
    foldedEvents(log).subscribe(({ state: next }) => {
      state = next;
    }),
  );

  // An unfinished profile kept after a failed, required creation comes back with its message, for
  // the customer and cart that made it only (decision 041); anyone else's is removed unread. The
  // owner is known once the cart is: now, or at its first reply.
  let kept: Stored | null = takeStoredJson(storage, TEMP_DOMAIN_PROFILE_KEY, Stored);
  const settle = (cart: Cart | null) => {
    if (!kept || !cart) return;
    const { owner, ...draft } = kept;
    kept = null;
    if (sameOwner(owner, ownerOf(cart))) log.append('profiles/temporary-domain-restored', draft);
    else removeStored(storage, TEMP_DOMAIN_PROFILE_KEY);
  };
  settle(loadedCart(foldedState(log)));
  if (kept)
    subscription.add(log.events$.pipe(ofType('cart/received')).subscribe((e) => settle(e.payload.cart)));

  /** Keeps the unfinished profile with its owner, when the cart is known (never for nobody). */
  const keepDraft = (draft: Draft) => {
    const cart = state ? loadedCart(state) : null;
    if (cart)
      writeStored(storage, TEMP_DOMAIN_PROFILE_KEY, JSON.stringify({ ...draft, owner: ownerOf(cart) }));
  };

  const cartDomainId = () => (state ? (loadedCart(state)?.domainProfile?.id ?? null) : null);

  function choose(profileId: number): Promise<boolean> {
    const outcome = cartCommandOutcome(log, 'set-domain-profile');
    log.append('profiles/domain-profile-chosen', { profileId });
    return outcome;
  }

  /**
   * The saved profile's id after the save (`updated` when it was sent as a replacement), or null
   * when the flow stops here. An unchanged saved profile sends nothing; a changed one is updated
   * (E34); a new one is created (E32, `created` says what a failure keeps).
   */
  async function saveProfile(p: Submitted): Promise<Saved | 'skipped' | null> {
    const { form, saved, profile } = p;
    if (saved) {
      if (!domainProfileChanged(saved, profile)) return { id: saved.id, updated: false };
      const { cartItemId: _c, ...body } = profile;
      const result = await api.updateDomainProfile(saved.id, body);
      if (!result.ok) return fail(form, result.error);
      log.append('profiles/domain-saved', { form, profile: result.value, created: false });
      return { id: result.value.id, updated: true };
    }
    const result = await createOnce(log, unknownCreates, {
      ...readingBack(form),
      create: () => api.createDomainProfile(profile),
      matches: (candidate) => !domainProfileChanged(candidate, profile),
    });
    return created(p, result, (error) => keepDraft(storedDraft(profile, error)));
  }

  /** The list as known before a create (E32, E33) and its reading again after a lost reply (E31). */
  function readingBack(form: Form) {
    return {
      form,
      known: state ? knownProfileIds(state, 'domain') : null,
      read: async () => {
        const list = await api.getDomainProfiles();
        if (list.ok) log.append('profiles/domain-received', { profiles: list.value });
        return list;
      },
    };
  }

  /** E33: the cart's billing profile becomes a domain profile; there is no draft to keep. */
  async function saveFromBilling(p: FromBilling): Promise<Saved | 'skipped' | null> {
    const result = await createOnce(log, unknownCreates, {
      ...readingBack(p.form),
      create: () => api.createDomainProfileFromBilling({ billingProfileId: p.billingProfileId }),
      matches: (candidate) => candidate.billingProfileId === p.billingProfileId,
    });
    return created(p, result);
  }

  /**
   * The outcome of a creation (E32 or E33): the new profile; a duplicate selected for a logged-in
   * customer; skipped when the cart does not require a profile; else shown on the form, after
   * `keep` saved what can be restored.
   */
  function created(
    p: Submit,
    result: Result<DomainProfile>,
    keep: (error: AppError) => void = () => undefined,
  ): Saved | 'skipped' | null {
    const { form } = p;
    if (result.ok) {
      removeStored(storage, TEMP_DOMAIN_PROFILE_KEY);
      log.append('profiles/domain-saved', { form, profile: result.value, created: true });
      return { id: result.value.id, updated: false };
    }
    const duplicate = duplicateOf(result.error);
    if (duplicate !== null && state && isLoggedIn(state)) {
      removeStored(storage, TEMP_DOMAIN_PROFILE_KEY);
      log.append('profiles/domain-duplicate-found', { form, profileId: duplicate });
      log.append('profiles/load-requested', { which: 'domain' });
      return { id: duplicate, updated: false };
    }
    if (!p.required && result.error.status !== 401) {
      removeStored(storage, TEMP_DOMAIN_PROFILE_KEY);
      log.append('profiles/domain-creation-skipped', { form, error: result.error });
      return 'skipped';
    }
    keep(result.error);
    return fail(form, result.error);
  }

  function fail(form: Form, error: AppError): null {
    log.append('profiles/form-failed', { form, error });
    loginIfUnauthorized(log, error);
    return null;
  }

  /**
   * Spec §4: a changed profile is updated, then set on the cart. The cart keeps a copy of its
   * profile, so an updated profile the cart already holds is set again (even from the drawer,
   * which does not otherwise set profiles): the reply carries the new copy, which is what the
   * step's progress reads. Anything else is set only when asked and not on the cart yet.
   */
  function needsSetting(p: Submit, saved: Saved): boolean {
    const onCart = cartDomainId() === saved.id;
    if (saved.updated && onCart) return true;
    return p.setOnCart && (saved.updated || !onCart);
  }

  /** Save, set on the cart (E17) when needed, and with `continueAfter` move on once it is there. */
  async function submit(p: Submit, save: () => Promise<Saved | 'skipped' | null>): Promise<void> {
    const saved = await save();
    if (saved === null) return;
    if (saved !== 'skipped' && needsSetting(p, saved) && !(await choose(saved.id))) return;
    if (p.continueAfter) log.append('steps/next-requested', {});
  }

  /** Every ending of a submit (saved, nothing to send, failed, not set on the cart) ends its busy state. */
  async function submitted(p: Submit, save: () => Promise<Saved | 'skipped' | null>): Promise<void> {
    try {
      await submit(p, save);
    } finally {
      log.append('profiles/submit-ended', { form: p.form });
    }
  }

  subscription.add(
    log.events$
      .pipe(
        ofType('profiles/domain-submitted', 'profiles/domain-from-billing-submitted'),
        concatMap((e) =>
          from(
            e.type === 'profiles/domain-submitted'
              ? submitted(e.payload, () => saveProfile(e.payload))
              : submitted(e.payload, () => saveFromBilling(e.payload)),
          ),
        ),
      )
      .subscribe(),
  );
  return subscription;
}
