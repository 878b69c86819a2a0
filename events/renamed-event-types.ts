/**
 * Event types that were renamed, old name → new (decision 073: the note, coupon and donation
 * intents moved from the `cart` family to `cart-extras`, the feature whose state and commands they
 * are). A recording made before the rename (a file a developer opens, a tab's recording kept across
 * a deploy, a report a provider kept) still opens: its events are read under their new names.
 */
import type { EventType } from './catalogue/index';

const renamed: Readonly<Record<string, EventType>> = {
  'cart/note-committed': 'cart-extras/note-committed',
  'cart/coupon-add-requested': 'cart-extras/coupon-add-requested',
  'cart/coupon-remove-requested': 'cart-extras/coupon-remove-requested',
  'cart/donation-requested': 'cart-extras/donation-requested',
  'cart/donation-remove-requested': 'cart-extras/donation-remove-requested',
};

/** The type an event recorded under `type` has now. */
export function currentEventType(type: string): string {
  return Object.hasOwn(renamed, type) ? renamed[type]! : type;
}
