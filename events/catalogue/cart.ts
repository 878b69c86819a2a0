/**
 * The cart's story: what the customer asked to change (intents) and what the provider answered
 * (facts). Every accepted change ends in `cart/received` carrying the whole new cart.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { Cart, CartItem } from '../contract/cart';
import { AddItemRequest, UpdateItemRequest, UpgradeItemRequest } from '../contract/requests';
import { fact, intent, notFolded } from '../define';
import { CartCommandName } from './cart-commands';

/** The `reason` of the load the customer's "Try again" asks for (issue 22). */
export const RETRY_REASON = 'retry';

export const cartEvents = {
  /** `afterMs`: a back-off before the request (a reset that follows another one, issue 22). */
  'cart/load-requested': intent(z.object({ reason: z.string(), afterMs: z.optional(z.number()) }), notFolded),
  'cart/reload-configuration-requested': intent(z.object({}), notFolded),
  'cart/validate-requested': intent(z.object({ next: z.optional(z.string()) })),
  'cart/item-add-requested': intent(z.object({ request: AddItemRequest })),
  'cart/bundle-add-requested': intent(z.object({ items: z.tuple([AddItemRequest, AddItemRequest]) })),
  'cart/item-update-requested': intent(z.object({ itemId: z.string(), changes: UpdateItemRequest })),
  'cart/item-remove-requested': intent(z.object({ itemId: z.string() }), notFolded),
  'cart/item-upgrade-requested': intent(
    z.object({ itemId: z.string(), request: UpgradeItemRequest }),
    notFolded,
  ),

  /** A queued change left the queue and went to the provider. */
  'cart/command-started': fact(
    z.object({ command: CartCommandName, itemId: z.optional(z.string()), commandId: z.string() }),
  ),
  /** `commandId` links the reply to its `cart/command-started`; without it the oldest running command of that name is settled. */
  'cart/received': fact(
    z.object({
      cart: Cart,
      command: CartCommandName,
      commandId: z.optional(z.string()),
      newItems: z.optional(z.array(CartItem)),
    }),
  ),
  'cart/command-failed': fact(
    z.object({
      command: CartCommandName,
      itemId: z.optional(z.string()),
      commandId: z.string(),
      error: AppError,
    }),
  ),
  /** cart.not_found / cart.not_prepared: cart state and stored user step are cleared, then reloaded. */
  'cart/reset': fact(z.object({ reason: z.string() })),
  /**
   * A lost cart past the bound of resets in a row (src/effects/session-loss.ts): not reset again;
   * the customer is told the cart could not be loaded, with "Try again".
   */
  'cart/reset-refused': fact(z.object({ error: AppError, resets: z.number() })),
};
