/**
 * Questions the cart item rows and the item settings drawer ask of the state: the licence counts
 * to show (what the customer typed wins over the cart), where their change stands, the one-licence
 * prices, the drawer's property options, the messages of an item split between its fields and
 * the item as a whole, and what the open drawer shows.
 */
import type { Message } from '../../events/catalogue/messages';
import type { CartItem, LicenseCounts } from '../../events/contract/cart';
import type { LicenseType } from '../../events/contract/scalars';
import { propertyOptionsKey, type PropertyOptionValue } from './state';
import { hasLicences } from './business-mail';
import { drawerFields, type DrawerFields } from './item-drawer';
import { itemFieldPath } from '../messages/routing';
import { isLoggedIn, loadedCart } from '../cart/selectors';
import { messagesAt } from '../messages/selectors';
import type { AppState } from '../state';

/** The counts a Business Mail row shows; null for items without licences. */
export function licenceCounts(state: AppState, item: CartItem): LicenseCounts | null {
  if (!hasLicences(item)) return null;
  return state.cartItems.licenceDrafts[item.id]?.counts ?? item.licenses;
}

/** The period the select shows: the one asked for while its change runs, else the cart's. */
export function shownPeriod(state: AppState, item: CartItem): number {
  return state.cartItems.periodRequests[item.id]?.period ?? item.period;
}

export type LicenceChange = 'saved' | 'editing' | 'sent' | 'failed';

export function licenceChange(state: AppState, itemId: string): LicenceChange {
  return state.cartItems.licenceDrafts[itemId]?.status ?? 'saved';
}

export type OneLicencePricesView =
  | { status: 'loading' }
  | { status: 'loaded'; byType: Partial<Record<LicenseType, number>> }
  | { status: 'failed' };

/** One-licence prices for the item's current period (prices of another period count as loading). */
export function oneLicencePrices(state: AppState, item: CartItem): OneLicencePricesView {
  const load = state.cartItems.licencePrices[item.id];
  if (!load || load.period !== item.period) return { status: 'loading' };
  if (load.status === 'failed') return { status: 'failed' };
  return { status: 'loaded', byType: Object.fromEntries(load.prices.map((p) => [p.type, p.price])) };
}

export type PropertyOptionsView =
  | { status: 'loading' }
  | { status: 'loaded'; options: readonly PropertyOptionValue[] }
  | { status: 'failed' };

export function propertyOptions(state: AppState, itemId: string, property: string): PropertyOptionsView {
  const load = state.cartItems.propertyOptions[propertyOptionsKey(itemId, property)];
  if (!load) return { status: 'loading' };
  return load.status === 'loaded' ? { status: 'loaded', options: load.options } : { status: 'failed' };
}

export interface ItemMessages {
  /** Messages of the item as a whole, without those already shown at one of its fields. */
  area: readonly Message[];
  /** By item-relative path (`properties.domain`, `licenses.basic`, …). */
  fields: Readonly<Record<string, readonly Message[]>>;
}

export function itemMessages(state: AppState, itemId: string, fieldPaths: readonly string[]): ItemMessages {
  const fields: Record<string, readonly Message[]> = {};
  const atFields = new Set<string>();
  for (const path of fieldPaths) {
    const list = messagesAt(state, itemFieldPath(itemId, path));
    fields[path] = list;
    for (const m of list) atFields.add(m.translationKey);
  }
  const area = messagesAt(state, itemId).filter((m) => !atFields.has(m.translationKey));
  return { area, fields };
}

export interface DrawerView {
  item: CartItem;
  saving: boolean;
  loggedIn: boolean;
  fields: DrawerFields;
}

/** The open drawer and what it shows; null when closed or its item is not in the cart. */
export function drawerView(state: AppState): DrawerView | null {
  const drawer = state.ui.drawer;
  if (!drawer) return null;
  const item = loadedCart(state)?.items.find((i) => i.id === drawer.itemId);
  if (!item) return null;
  const loggedIn = isLoggedIn(state);
  return { item, saving: drawer.saving, loggedIn, fields: drawerFields(item, loggedIn) };
}
