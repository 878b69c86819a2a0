/**
 * The shape of the cart-items read model (projections/cart-items/model.ts), kept apart so projections/state.ts can
 * name the slice without importing the reducer: the licence counts a customer typed and where
 * their change stands, period changes in flight, Business Mail one-licence prices, and the selectable values of item
 * properties for the settings drawer.
 */
import type * as z from 'zod/mini';
import type { AppError } from '../../events/app-error';
import type { LicenseCounts } from '../../events/contract/cart';
import type { OneLicensePrice, PropertyOption } from '../../events/contract/offers';

/**
 * Licence counts typed in a cart row. `editing`: typed, not sent yet; `sent`: carried by the
 * command `commandId` (dropped when that command succeeds, the cart then holds the truth);
 * `failed`: the change was refused, the counts stay as typed.
 */
type LicenceDraft =
  | { counts: LicenseCounts; status: 'editing' }
  | { counts: LicenseCounts; status: 'sent'; commandId: string }
  | { counts: LicenseCounts; status: 'failed' };

type LicencePrices =
  | { status: 'loaded'; period: number; prices: OneLicensePrice[] }
  | { status: 'failed'; period: number; error: AppError };

export type PropertyOptionValue = z.infer<typeof PropertyOption>;
type PropertyOptionsLoad =
  { status: 'loaded'; options: PropertyOptionValue[] } | { status: 'failed'; error: AppError };

/** A period change asked for and not yet answered: the select shows it until the reply. */
interface PeriodRequest {
  period: number;
  commandId: string;
}

export interface CartItemsState {
  licenceDrafts: Record<string, LicenceDraft>;
  periodRequests: Record<string, PeriodRequest>;
  licencePrices: Record<string, LicencePrices>;
  /** Keyed by `propertyOptionsKey(itemId, property)`. */
  propertyOptions: Record<string, PropertyOptionsLoad>;
}

export const initialCartItemsState: CartItemsState = {
  licenceDrafts: {},
  periodRequests: {},
  licencePrices: {},
  propertyOptions: {},
};

export function propertyOptionsKey(itemId: string, property: string): string {
  return `${itemId}:${property}`;
}
