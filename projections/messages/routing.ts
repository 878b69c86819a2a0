/**
 * Where the message of a failed cart command is shown (spec §8, contract §1.7): item commands at
 * the item's id, a failed load at `general` with `exception.cart.not_fetched` and "Try again", every
 * other command at the area its feature declared with it (events/catalogue/cart-commands.ts: the
 * note at `note`, coupons at `discount` / `discount_rm`, a quick order at `quick-order`), else at
 * `general`. Violations also put their messages at their property path (relative to the item for
 * item-bound failures, also when a cart-level call names the item in `context.cartItemId`), except
 * for commands with an area of their own (note, coupons, quick order), whose violations stay there.
 * A custom donation refused on its field shows its message at the field only.
 */
import type { AppError } from '../../events/app-error';
import { cartCommandTable, type CartCommandName } from '../../events/catalogue/cart-commands';
import type { Message } from '../../events/catalogue/messages';
import type { FlashMessage } from '../../events/contract/errors';
import type { CartCommandDefinition } from '../../events/define';

export const GENERAL = 'general';
export const CART_NOT_FETCHED = 'exception.cart.not_fetched';

/** The cart could not be loaded (a failed load, a lost cart past the resets' bound), with "Try again". */
export const cartNotFetched: Message = Object.freeze({
  translationKey: CART_NOT_FETCHED,
  type: 'error',
  action: 'reload-cart',
});

export function areaForCommand(command: CartCommandName, itemId: string | null | undefined): string {
  if (itemId) return itemId;
  const declared: CartCommandDefinition = cartCommandTable[command];
  return declared.area ?? GENERAL;
}

/** The display path of a field of one item, e.g. `c1a9.properties.domain`. */
export function itemFieldPath(itemId: string, propertyPath: string): string {
  return `${itemId}.${propertyPath}`;
}

export interface Placed {
  path: string;
  message: Message;
}

export function messagesForFailure(
  command: CartCommandName,
  itemId: string | null | undefined,
  error: AppError,
): Placed[] {
  const area = areaForCommand(command, itemId);
  if (command === 'load') return [{ path: GENERAL, message: cartNotFetched }];
  const main: Placed = {
    path: area,
    message: {
      translationKey: error.messageKey,
      type: 'error',
      ...(error.values ? { values: error.values } : {}),
      // The change may or may not have been made: "Try again" reads the cart (decision 038).
      ...(error.kind === 'timeout' ? { action: 'reload-cart' as const } : {}),
    },
  };
  const extra = (error.context?.errors ?? []).map((e) => ({ path: area, message: toMessage(e) }));
  const ownArea = !itemId && area !== GENERAL;
  const scope = itemId || error.context?.cartItemId;
  const fields = error.violations
    .filter((v) => v.propertyPath !== '')
    .flatMap((v) => {
      const path = ownArea ? area : scope ? itemFieldPath(scope, v.propertyPath) : v.propertyPath;
      return v.errors.map((e) => ({ path, message: toMessage(e) }));
    });
  const named = !itemId && scope ? [{ path: scope, message: main.message }] : [];
  if (fieldsCarryMessage(command, fields)) return [...named, ...extra, ...fields];
  return [main, ...named, ...extra, ...fields];
}

/**
 * Commands of a form shown on its own (the custom donation, E20) whose violations name its field:
 * the field's message is the whole answer, so it is not repeated at `general` (issue 14). Where the
 * form is not shown, its messages fall back to `general` anyway (projections/messages/model.ts).
 */
function fieldsCarryMessage(command: CartCommandName, fields: readonly Placed[]): boolean {
  const declared: CartCommandDefinition = cartCommandTable[command];
  return declared.fieldForm === true && fields.length > 0;
}

function toMessage(e: {
  translationKey: string;
  values?: Record<string, string | number> | undefined;
}): Message {
  return { translationKey: e.translationKey, type: 'error', ...(e.values ? { values: e.values } : {}) };
}

/** Flash messages of a reply go to `general`; a text-only flash uses its text as its key. */
export function flashToMessage(flash: FlashMessage): Message {
  const values = flash.values ? { values: flash.values } : {};
  if ('text' in flash) return { translationKey: flash.text, text: flash.text, type: flash.type, ...values };
  return { translationKey: flash.translationKey, type: flash.type, ...values };
}
