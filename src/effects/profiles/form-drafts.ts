/**
 * Begun forms survive a reload of the tab (spec §9 "persistent state", issue 23; decision 060):
 * what the customer has typed in the sign-up form and in a new billing or domain profile is kept in
 * local storage with its owner (the customer and the cart) as they type, and comes back as
 * `profiles/drafts-restored` once the cart shows the same owner; anyone else's is removed unread. A
 * form that was sent, closed or saved is dropped, and so is everything at logout and at a completed
 * order (customer-data.ts). The password is never a form value: it never reaches the storage.
 */
import { Subscription, filter } from 'rxjs';
import * as z from 'zod/mini';
import { FormDraft, type FormValues, type ProfileFormId } from '../../../events/catalogue/profiles';
import { sensitiveKeys } from '../../../events/redact';
import { untouched } from '../../../projections/profiles/forms';
import { loadedCart } from '../../../projections/cart/selectors';
import type { AppState } from '../../../projections/state';
import type { Cart } from '../../../events/contract/cart';
import { FORM_DRAFTS_KEY, endsCustomerData } from '../customer-data';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedEvents, foldedState } from '../runtime/folded-events';
import { removeStored, takeStoredJson, writeStored } from '../../shared/stored-json';
import { DraftOwner, ownerOf, sameOwner } from './draft-owner';

/** The forms whose drafts are kept: sign-up and the new profiles (an edit is of a saved profile). */
const DRAFT_FORMS: readonly ProfileFormId[] = ['signup', 'signup-other', 'billing', 'domain'];

const StoredDrafts = z.object({ owner: DraftOwner, forms: z.array(FormDraft) });
type StoredDrafts = z.infer<typeof StoredDrafts>;

/**
 * A form's values without any secret (the redaction's own list, `sensitiveKeys`): the password lives
 * in the sign-up view, but a field of that name must never reach the storage even if a form held one.
 */
function withoutSecrets(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !sensitiveKeys.has(key.toLowerCase())));
}

/** The begun forms of this state: new, not saved, something typed. */
function formDrafts(state: AppState): FormDraft[] {
  const { forms, drawer } = state.profileForms;
  return DRAFT_FORMS.flatMap((id) => {
    const form = forms[id];
    if (!form || form.profileId !== null || form.status === 'saved' || untouched(form)) return [];
    return [
      {
        form: id,
        values: withoutSecrets(form.values),
        initial: withoutSecrets(form.initial),
        touched: form.touched,
        drawer: drawer === id,
      },
    ];
  });
}

export function formDraftsEffect({ log, storage }: EffectDeps): Subscription {
  const subscription = new Subscription();
  let kept: StoredDrafts | null = takeStoredJson(storage, FORM_DRAFTS_KEY, StoredDrafts);
  /** What is in the storage now, to write only a change. */
  let written = kept ? JSON.stringify(kept) : '';
  /** After a logout or a completed order nothing more is kept in this page load. */
  let ended = false;

  const settle = (cart: Cart | null) => {
    if (!kept || !cart) return;
    const { owner, forms } = kept;
    kept = null;
    if (sameOwner(owner, ownerOf(cart)) && forms.length > 0)
      log.append('profiles/drafts-restored', { forms });
    else {
      removeStored(storage, FORM_DRAFTS_KEY);
      written = '';
    }
  };

  const keep = (state: AppState) => {
    if (ended) return;
    // Without a cart there is no owner: nothing is written (nor the kept drafts, settled with the
    // cart, overwritten by the forms opening empty before it).
    const cart = loadedCart(state);
    if (!cart) return;
    const forms = formDrafts(state);
    const text = forms.length > 0 ? JSON.stringify({ owner: ownerOf(cart), forms }) : '';
    if (text === written) return;
    written = text;
    if (text === '') removeStored(storage, FORM_DRAFTS_KEY);
    else writeStored(storage, FORM_DRAFTS_KEY, text);
  };

  settle(loadedCart(foldedState(log)));
  subscription.add(log.events$.pipe(ofType('cart/received')).subscribe((e) => settle(e.payload.cart)));
  subscription.add(
    foldedEvents(log)
      .pipe(filter(({ event }) => event.type.startsWith('profiles/') || event.type.startsWith('signup/')))
      .subscribe(({ state }) => keep(state)),
  );
  subscription.add(
    log.events$.pipe(filter((event) => endsCustomerData(event) !== null)).subscribe(() => {
      ended = true;
      kept = null;
    }),
  );
  return subscription;
}
