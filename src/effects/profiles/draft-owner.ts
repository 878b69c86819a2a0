/**
 * Whose unfinished form a draft kept in local storage is (decision 041): the customer (null: not
 * logged in) and the cart it was made in. A draft goes back only to the same owner; anyone else's
 * is removed unread. Shared by the domain profile kept after a failed creation and the begun forms.
 */
import * as z from 'zod/mini';
import type { Cart } from '../../../events/contract/cart';

export const DraftOwner = z.object({ userId: z.nullable(z.number()), cartUuid: z.string() });
export type DraftOwner = z.infer<typeof DraftOwner>;

export function ownerOf(cart: Cart): DraftOwner {
  return { userId: cart.user?.id ?? null, cartUuid: cart.uuid };
}

export function sameOwner(a: DraftOwner, b: DraftOwner): boolean {
  return a.userId === b.userId && a.cartUuid === b.cartUuid;
}
