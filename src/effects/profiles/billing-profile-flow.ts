/**
 * The billing-profile step of a logged-in customer (spec §2, §4; contract E16, E29, E30):
 * - a save creates (E29) or replaces (E30) the profile; violations land on the form's fields;
 *   an unchanged profile is not sent again;
 * - a new profile is put on the cart, and so is an edited one the cart already holds (the cart
 *   keeps a copy), through the cart queue (E16);
 * - continue (after a save with `continueAfter`, or `profiles/step-submitted`) waits for the queue,
 *   then moves to the next step when the cart has a billing profile, or says it is not set;
 * - every save ends with `profiles/submit-ended`, however it went, so the form is never left busy;
 * - a create whose reply was lost reads the list instead of creating again (unknown-create.ts).
 */
import { anyCommandRunning, loadedCart } from '../../../projections/cart/selectors';
import { Subscription, concatMap, from } from 'rxjs';
import type { PayloadOf } from '../../../events/catalogue/index';
import { stepPath } from '../../../projections/checkout/failure';
import { knownProfileIds } from '../../../projections/profiles/selectors';
import { billingProfileChanged } from '../../../projections/profiles/values';
import type { AppState } from '../../../projections/state';
import { cartCommandOutcome } from '../cart/command-outcome';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import { loginIfUnauthorized } from '../session-loss';
import { createOnce, type UnknownCreates } from './unknown-create';

export const BILLING_NOT_SET = 'validation.billing_profile.not_set';

export function billingProfileFlowEffect({ log, api }: EffectDeps): Subscription {
  const subscription = new Subscription();
  let state: AppState | null = null;
  let continueWaiting = false;
  const unknownCreates: UnknownCreates = new Map();

  const cartBillingId = () => (state ? (loadedCart(state)?.billingProfile?.id ?? null) : null);

  /** Decide a waiting continue once no cart command is running. */
  function settleContinue(): void {
    if (!continueWaiting || !state || anyCommandRunning(state)) return;
    continueWaiting = false;
    if (cartBillingId() !== null) log.append('steps/next-requested', {});
    else {
      log.append('messages/shown', {
        path: stepPath('billing-profile'),
        message: { translationKey: BILLING_NOT_SET, type: 'error' },
      });
    }
  }

  subscription.add(
    foldedEvents(log).subscribe(({ event, state: next }) => {
      state = next;
      if (event.type === 'profiles/step-submitted' && event.payload.step === 'billing-profile') {
        continueWaiting = true;
      }
      settleContinue();
    }),
  );

  async function save(p: PayloadOf<'profiles/billing-save-requested'>): Promise<void> {
    let id = p.profileId;
    let created = false;
    if (id === null || !p.saved || billingProfileChanged(p.saved, p.profile)) {
      const result = id === null ? await create(p) : await api.updateBillingProfile(id, p.profile);
      if (!result.ok) {
        log.append('profiles/form-failed', { form: p.form, error: result.error });
        loginIfUnauthorized(log, result.error);
        return;
      }
      created = id === null;
      id = result.value.id;
      log.append('profiles/billing-saved', { form: p.form, profile: result.value, created });
      if (!created && cartBillingId() === id) await choose(id);
    }
    if (created || (p.continueAfter && cartBillingId() !== id)) {
      if (!(await choose(id))) return;
    }
    if (p.continueAfter) log.append('profiles/step-submitted', { step: 'billing-profile' });
  }

  /** E29, once: a lost reply is settled by reading the list (E28), never by a second create. */
  function create(p: PayloadOf<'profiles/billing-save-requested'>) {
    return createOnce(log, unknownCreates, {
      form: p.form,
      known: state ? knownProfileIds(state, 'billing') : null,
      create: () => api.createBillingProfile(p.profile),
      read: async () => {
        const list = await api.getBillingProfiles();
        if (list.ok) log.append('profiles/billing-received', { profiles: list.value });
        return list;
      },
      matches: (candidate) => !billingProfileChanged(candidate, p.profile),
    });
  }

  /** Every ending of a save (saved, unchanged, failed, not set on the cart) ends its busy state. */
  async function saved(p: PayloadOf<'profiles/billing-save-requested'>): Promise<void> {
    try {
      await save(p);
    } finally {
      log.append('profiles/submit-ended', { form: p.form });
    }
  }

  function choose(profileId: number): Promise<boolean> {
    const outcome = cartCommandOutcome(log, 'set-billing-profile');
    log.append('profiles/billing-profile-chosen', { profileId });
    return outcome;
  }

  subscription.add(
    log.events$
      .pipe(
        ofType('profiles/billing-save-requested'),
        concatMap((e) => from(saved(e.payload))),
      )
      .subscribe(),
  );
  return subscription;
}
