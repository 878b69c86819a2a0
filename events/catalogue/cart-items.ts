/**
 * What happens around single cart items beyond the cart's own commands: the customer's licence
 * counts as they type them (debounced into `cart/item-update-requested` by an effect), the
 * one-licence prices of Business Mail (E43) and the selectable values of item properties the
 * settings drawer offers (E22).
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { OneLicensePrice, PropertyOption } from '../contract/offers';
import { LicenseType, Months } from '../contract/scalars';
import { fact, intent } from '../define';

/**
 * Highest licence count of one type the client lets a customer ask for. The contract leaves the
 * maximum to the provider; the mock provider refuses more than 100, so the client stops there
 * (docs/decisions/010-cart-items.md).
 */
export const LICENCE_MAX = 100;
/** Cart selectors never go below zero (spec §5). */
export const LICENCE_MIN = 0;

const LicenceCount = z.int().check(z.minimum(LICENCE_MIN), z.maximum(LICENCE_MAX));

export const cartItemEvents = {
  /** One licence count changed in the cart row; an effect sends the burst after 400 ms of quiet. */
  'cart-items/licences-edited': intent(
    z.object({ itemId: z.string(), type: LicenseType, value: LicenceCount }),
  ),
  'cart-items/licence-prices-received': fact(
    z.object({ itemId: z.string(), period: Months, prices: z.array(OneLicensePrice) }),
  ),
  'cart-items/licence-prices-failed': fact(z.object({ itemId: z.string(), period: Months, error: AppError })),
  'cart-items/property-options-received': fact(
    z.object({ itemId: z.string(), property: z.string(), options: z.array(PropertyOption) }),
  ),
  'cart-items/property-options-failed': fact(
    z.object({ itemId: z.string(), property: z.string(), error: AppError }),
  ),
};
