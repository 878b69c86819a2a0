/**
 * The cart-items read model: the licence counts a customer typed (kept when their change fails,
 * spec "Bad input and faults"), the period a customer picked while its change runs (a refused
 * change falls back to the cart's period), Business Mail one-licence prices and the drawer's
 * property options. A draft follows its change: typed (`editing`), carried by a cart command (`sent`,
 * linked by the command id the queue derives from the intent's seq, decision 001), then dropped
 * when that command succeeds or marked `failed` when it is refused. Items that leave the cart
 * lose their entries; `cart/reset` clears everything.
 */
import { castDraft } from 'immer';
import type { LicenseCounts } from '../../events/contract/cart';
import { initialCartItemsState, propertyOptionsKey } from './state';
import { edit, onSlice } from '../on-events';
import { cartOf } from '../read-model';
import type { AppState } from '../state';

const noLicences: LicenseCounts = { basic: 0, advanced: 0, premium: 0 };

/** The command id the cart queue gives the command started for the intent with this seq. */
function commandIdFor(intentSeq: number): string {
  return `cmd-${intentSeq}`;
}

export const reduceCartItems = onSlice('cartItems', {
  'cart-items/licences-edited': edit((slice, { payload }, state) => {
    const counts = {
      ...countsNow(slice.licenceDrafts[payload.itemId], state, payload.itemId),
      [payload.type]: payload.value,
    };
    slice.licenceDrafts[payload.itemId] = { counts, status: 'editing' };
  }),
  'cart/item-update-requested': (slice, { payload, seq }) => {
    const { period } = payload.changes;
    const commandId = commandIdFor(seq);
    const next =
      period === undefined
        ? slice
        : { ...slice, periodRequests: { ...slice.periodRequests, [payload.itemId]: { period, commandId } } };
    const licences = payload.changes.licenses;
    const current = slice.licenceDrafts[payload.itemId];
    if (!licences || !current || !carries(current.counts, licences)) return next;
    return {
      ...next,
      licenceDrafts: {
        ...slice.licenceDrafts,
        [payload.itemId]: { counts: current.counts, status: 'sent', commandId },
      },
    };
  },
  'cart/command-failed': edit((slice, { payload }) => {
    const itemId = payload.itemId;
    if (itemId !== undefined && slice.periodRequests[itemId]?.commandId === payload.commandId) {
      delete slice.periodRequests[itemId];
    }
    const current = itemId === undefined ? undefined : slice.licenceDrafts[itemId];
    if (itemId === undefined || current?.status !== 'sent' || current.commandId !== payload.commandId) return;
    slice.licenceDrafts[itemId] = { counts: current.counts, status: 'failed' };
  }),
  'cart/received': (slice, { payload }, state) => {
    const settled = state.cartCommands.lastSettled;
    const answers = (commandId: string) => settled?.ok === true && settled.commandId === commandId;
    const present = new Set(payload.cart.items.map((item) => item.id));
    const licenceDrafts = kept(
      slice.licenceDrafts,
      (itemId, d) => !(d.status === 'sent' && answers(d.commandId)) && present.has(itemId),
    );
    const periodRequests = kept(
      slice.periodRequests,
      (itemId, request) => !answers(request.commandId) && present.has(itemId),
    );
    const licencePrices = kept(slice.licencePrices, (itemId) => present.has(itemId));
    const propertyOptions = kept(slice.propertyOptions, (key) =>
      present.has(key.slice(0, key.lastIndexOf(':'))),
    );
    if (
      licenceDrafts === slice.licenceDrafts &&
      periodRequests === slice.periodRequests &&
      licencePrices === slice.licencePrices &&
      propertyOptions === slice.propertyOptions
    )
      return slice;
    return { licenceDrafts, periodRequests, licencePrices, propertyOptions };
  },
  'cart/reset': () => initialCartItemsState,
  'cart-items/licence-prices-received': edit((slice, { payload }) => {
    slice.licencePrices[payload.itemId] = castDraft({
      status: 'loaded',
      period: payload.period,
      prices: payload.prices,
    });
  }),
  'cart-items/licence-prices-failed': edit((slice, { payload }) => {
    slice.licencePrices[payload.itemId] = castDraft({
      status: 'failed',
      period: payload.period,
      error: payload.error,
    });
  }),
  'cart-items/property-options-received': edit((slice, { payload }) => {
    slice.propertyOptions[propertyOptionsKey(payload.itemId, payload.property)] = castDraft({
      status: 'loaded',
      options: payload.options,
    });
  }),
  'cart-items/property-options-failed': edit((slice, { payload }) => {
    slice.propertyOptions[propertyOptionsKey(payload.itemId, payload.property)] = castDraft({
      status: 'failed',
      error: payload.error,
    });
  }),
});

/** The counts the customer sees for an item: the draft, else the cart's, else none. */
function countsNow(
  typed: { counts: LicenseCounts } | undefined,
  state: AppState,
  itemId: string,
): LicenseCounts {
  if (typed) return { ...typed.counts };
  const item = cartOf(state.cart.load)?.items.find((i) => i.id === itemId);
  return { ...(item?.licenses ?? noLicences) };
}

/** The request asks for exactly what the draft holds for the types it names. */
function carries(counts: LicenseCounts, licences: Partial<LicenseCounts>): boolean {
  return Object.entries(licences).every(([type, value]) => counts[type as keyof LicenseCounts] === value);
}

/** The entries `keep` accepts, or the same record when it accepts them all. */
function kept<V>(record: Record<string, V>, keep: (key: string, value: V) => boolean): Record<string, V> {
  let next: Record<string, V> | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (keep(key, value)) continue;
    next ??= { ...record };
    delete next[key];
  }
  return next ?? record;
}
