// @vitest-environment happy-dom
/**
 * The focus around a cart item for a keyboard or screen-reader customer (issue 23): removing an item
 * hands the focus to the next item's card, or to the cart's heading when none is left, instead of
 * dropping it at the top of the page; the item's "⋮" menu closes on Escape (focus back on its
 * button) and on a press outside it.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart, buildItem } from '../support/builders';
import { renderItems } from './support/render-items';

afterEach(cleanup);

const a = buildItem({ id: 'a', name: 'Alpha' });
const b = buildItem({ id: 'b', name: 'Beta' });
const c = buildItem({ id: 'c', name: 'Gamma' });

describe('the focus after removing a cart item', () => {
  it('moves to the item that takes the removed one\u2019s place', () => {
    const r = renderItems(buildCart({ items: [a, b, c] }));
    screen.getByRole('button', { name: 'Remove Beta' }).focus();
    act(() => r.emit('cart/received', { cart: buildCart({ items: [a, c] }), command: 'remove-item' }));
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: /Gamma/ }));
  });

  it('moves to the cart heading when the last item is removed', () => {
    const heading = document.createElement('h1');
    heading.id = 'cart-title';
    heading.textContent = 'Cart';
    document.body.prepend(heading);
    const r = renderItems(buildCart({ items: [a] }));
    screen.getByRole('button', { name: 'Remove Alpha' }).focus();
    act(() => r.emit('cart/received', { cart: buildCart({ items: [] }), command: 'remove-item' }));
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('leaves the focus alone when it is elsewhere', () => {
    const r = renderItems(buildCart({ items: [a, b] }));
    const stay = screen.getByRole('button', { name: 'Remove Alpha' });
    stay.focus();
    act(() => r.emit('cart/received', { cart: buildCart({ items: [a] }), command: 'remove-item' }));
    expect(document.activeElement).toBe(stay);
  });
});

describe('an item\u2019s menu', () => {
  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderItems(buildCart({ items: [a] }));
    const menu = screen.getByRole('button', { name: 'Actions for Alpha' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes on a press outside it', async () => {
    const user = userEvent.setup();
    renderItems(buildCart({ items: [a] }));
    const menu = screen.getByRole('button', { name: 'Actions for Alpha' });
    await user.click(menu);
    await user.click(document.body);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
