/**
 * Begun forms survive a reload of the tab (spec §9 "persistent state", issue 23; decision 060):
 * what the customer has typed in the sign-up form and in a new billing or domain profile is kept with
 * its owner (the customer and the cart) as they type, and comes back as `profiles/drafts-restored`
 * once the cart shows the same owner; anyone else's is removed unread. A logged-in customer's drafts
 * are kept in local storage for 24 hours at most (older ones are removed unread); a visitor's only in
 * the tab's session storage, never beyond the tab (issue 30). A form that was sent, closed or saved
 * is dropped, and so is everything at logout and at a completed order (customer-data.ts). The
 * password is never a form value: it never reaches the storage.
 */
import { Subscription, asyncScheduler, filter } from 'rxjs';
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
import type { KeyValueStorage } from '../../shared/key-value-storage';
import { removeStored, takeStoredJson, writeStored } from '../../shared/stored-json';
import { DraftOwner, ownerOf, sameOwner } from './draft-owner';

/** The forms whose drafts are kept: sign-up and the new profiles (an edit is of a saved profile). */
const DRAFT_FORMS: readonly ProfileFormId[] = ['signup', 'signup-other', 'billing', 'domain'];

/** How long a logged-in customer's begun forms are kept in local storage (issue 30). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `savedAt`: when they were last written (ms since the epoch). */
const StoredDrafts = z.object({ owner: DraftOwner, savedAt: z.number(), forms: z.array(FormDraft) });
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

export function formDraftsEffect({
  log,
  storage,
  tabStorage,
  scheduler = asyncScheduler,
}: EffectDeps): Subscription {
  const subscription = new Subscription();
  const now = () => scheduler.now();
  /** Where an owner's drafts go: a visitor's in the tab only (none without a tab storage). */
  const storeOf = (userId: number | null): KeyValueStorage | undefined =>
    userId === null ? tabStorage : storage;
  const removeBoth = () => {
    removeStored(storage, FORM_DRAFTS_KEY);
    if (tabStorage) removeStored(tabStorage, FORM_DRAFTS_KEY);
  };

  /**
   * What a reload finds: a customer's drafts in local storage while they are not older than a day,
   * a visitor's in the tab's session storage. Anything else found there (a visitor's in local storage,
   * an expired or undated one) is removed unread.
   */
  const readKept = (): StoredDrafts | null => {
    const local = takeStoredJson(storage, FORM_DRAFTS_KEY, StoredDrafts);
    const fresh = local !== null && local.owner.userId !== null && now() - local.savedAt <= DRAFT_MAX_AGE_MS;
    if (local && !fresh) removeStored(storage, FORM_DRAFTS_KEY);
    const tab = tabStorage ? takeStoredJson(tabStorage, FORM_DRAFTS_KEY, StoredDrafts) : null;
    if (tab && tab.owner.userId !== null && tabStorage) removeStored(tabStorage, FORM_DRAFTS_KEY);
    return fresh ? local : tab?.owner.userId === null ? tab : null;
  };

  let kept: StoredDrafts | null = readKept();
  /** What is in the storage now (owner and forms, not the time), to write only a change. */
  let written = kept ? JSON.stringify({ owner: kept.owner, forms: kept.forms }) : '';
  /** After a logout or a completed order nothing more is kept in this page load. */
  let ended = false;

  const settle = (cart: Cart | null) => {
    if (!kept || !cart) return;
    const { owner, forms } = kept;
    kept = null;
    if (sameOwner(owner, ownerOf(cart)) && forms.length > 0)
      log.append('profiles/drafts-restored', { forms });
    else {
      removeBoth();
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
    const owner = ownerOf(cart);
    const text = forms.length > 0 ? JSON.stringify({ owner, forms }) : '';
    if (text === written) return;
    written = text;
    // One place at a time: a visitor who logs in moves from the tab's storage to the site's.
    removeBoth();
    const target = storeOf(owner.userId);
    if (text !== '' && target)
      writeStored(target, FORM_DRAFTS_KEY, JSON.stringify({ owner, savedAt: now(), forms }));
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
