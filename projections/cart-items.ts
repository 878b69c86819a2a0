/**
 * The cart-items read model: the licence counts a customer typed (kept when their change fails,
 * spec "Bad input and faults"), the period a customer picked while its change runs (a refused
 * change falls back to the cart's period), Business Mail one-licence prices and the drawer's
 * property options. A draft follows its change: typed (`editing`), carried by a cart command (`sent`,
 * linked by the command id the queue derives from the intent's seq, decision 001), then dropped
 * when that command succeeds or marked `failed` when it is refused. Items that leave the cart
 * lose their entries; `cart/reset` clears everything.
 */
import { castDraft, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { LicenseCounts } from '../events/contract/cart';
import { initialCartItemsState, propertyOptionsKey, type CartItemsState } from './cart-items-state';
import { cartOf, type ReadModel } from './read-model';
import type { AppState } from './state';

type StateDraft = Draft<AppState>;
const noLicences: LicenseCounts = { basic: 0, advanced: 0, premium: 0 };

/** The command id the cart queue gives the command started for the intent with this seq. */
export function commandIdFor(intentSeq: number): string {
  return `cmd-${intentSeq}`;
}

export const reduceCartItems: ReadModel = (draft, event) => {
  const slice = draft.cartItems;
  match(event)
    .with({ type: 'cart-items/licences-edited' }, ({ payload }) => {
      const counts = { ...countsNow(draft, payload.itemId), [payload.type]: payload.value };
      slice.licenceDrafts[payload.itemId] = { counts, status: 'editing' };
    })
    .with({ type: 'cart/item-update-requested' }, ({ payload }) => {
      const { period } = payload.changes;
      if (period !== undefined) {
        slice.periodRequests[payload.itemId] = { period, commandId: commandIdFor(event.seq) };
      }
      const licences = payload.changes.licenses;
      const current = slice.licenceDrafts[payload.itemId];
      if (!licences || !current || !carries(current.counts, licences)) return;
      slice.licenceDrafts[payload.itemId] = {
        counts: current.counts,
        status: 'sent',
        commandId: commandIdFor(event.seq),
      };
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      const itemId = payload.itemId;
      if (itemId !== undefined && slice.periodRequests[itemId]?.commandId === payload.commandId) {
        delete slice.periodRequests[itemId];
      }
      const current = itemId === undefined ? undefined : slice.licenceDrafts[itemId];
      if (itemId === undefined || current?.status !== 'sent' || current.commandId !== payload.commandId)
        return;
      slice.licenceDrafts[itemId] = { counts: current.counts, status: 'failed' };
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      const settled = draft.cart.lastSettled;
      const present = new Set(payload.cart.items.map((item) => item.id));
      for (const [itemId, d] of Object.entries(slice.licenceDrafts)) {
        const answered = d.status === 'sent' && settled?.ok === true && settled.commandId === d.commandId;
        if (answered || !present.has(itemId)) delete slice.licenceDrafts[itemId];
      }
      for (const [itemId, request] of Object.entries(slice.periodRequests)) {
        const answered = settled?.ok === true && settled.commandId === request.commandId;
        if (answered || !present.has(itemId)) delete slice.periodRequests[itemId];
      }
      prune(slice, present);
    })
    .with({ type: 'cart/reset' }, () => {
      draft.cartItems = castDraft(initialCartItemsState);
    })
    .with({ type: 'cart-items/licence-prices-received' }, ({ payload }) => {
      slice.licencePrices[payload.itemId] = castDraft({
        status: 'loaded',
        period: payload.period,
        prices: payload.prices,
      });
    })
    .with({ type: 'cart-items/licence-prices-failed' }, ({ payload }) => {
      slice.licencePrices[payload.itemId] = castDraft({
        status: 'failed',
        period: payload.period,
        error: payload.error,
      });
    })
    .with({ type: 'cart-items/property-options-received' }, ({ payload }) => {
      slice.propertyOptions[propertyOptionsKey(payload.itemId, payload.property)] = castDraft({
        status: 'loaded',
        options: payload.options,
      });
    })
    .with({ type: 'cart-items/property-options-failed' }, ({ payload }) => {
      slice.propertyOptions[propertyOptionsKey(payload.itemId, payload.property)] = castDraft({
        status: 'failed',
        error: payload.error,
      });
    })
    .otherwise(() => {});
};

/** The counts the customer sees for an item: the draft, else the cart's, else none. */
function countsNow(draft: StateDraft, itemId: string): LicenseCounts {
  const typed = draft.cartItems.licenceDrafts[itemId];
  if (typed) return { ...typed.counts };
  const item = cartOf(draft.cart.load)?.items.find((i) => i.id === itemId);
  return { ...(item?.licenses ?? noLicences) };
}

/** The request asks for exactly what the draft holds for the types it names. */
function carries(counts: LicenseCounts, licences: Partial<LicenseCounts>): boolean {
  return Object.entries(licences).every(([type, value]) => counts[type as keyof LicenseCounts] === value);
}

function prune(slice: Draft<CartItemsState>, present: ReadonlySet<string>): void {
  for (const itemId of Object.keys(slice.licencePrices)) {
    if (!present.has(itemId)) delete slice.licencePrices[itemId];
  }
  for (const key of Object.keys(slice.propertyOptions)) {
    if (!present.has(key.slice(0, key.lastIndexOf(':')))) delete slice.propertyOptions[key];
  }
}
