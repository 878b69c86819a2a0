/**
 * Where the focus goes when a cart item leaves the list (issue 23): the removed row took the focused
 * remove button with it, and a keyboard or screen-reader customer would be dropped at the top of the
 * page. Once the row is gone and the focus with it, the next item's card takes the focus (the one
 * that now stands where the removed one stood, else the last), or the cart's heading when none is left.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const CART_TITLE_ID = 'cart-title';

export function useFocusAfterRemoval(ids: readonly string[], list: RefObject<HTMLElement | null>): void {
  const previous = useRef(ids);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const removedAt = before.findIndex((id) => !ids.includes(id));
    if (removedAt < 0) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const next = ids[Math.min(removedAt, ids.length - 1)];
    const target =
      next === undefined
        ? document.getElementById(CART_TITLE_ID)
        : list.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(next)}"]`);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [ids, list]);
}
