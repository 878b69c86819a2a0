/**
 * What a licence input accepts (spec §5): whole numbers only, from the cart selectors' minimum 0
 * up to the client's maximum (events/catalogue/cart-items.ts). Anything else is not a count yet
 * (the customer is still typing, or typed something that is not a number).
 */
import { LICENCE_MAX, LICENCE_MIN } from '../../events/catalogue/cart-items';

/** The count a text stands for, capped at the maximum; null when it is not a whole number. */
export function parseLicenceCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.min(LICENCE_MAX, Math.max(LICENCE_MIN, Number(trimmed)));
}
