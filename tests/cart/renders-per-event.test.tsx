// @vitest-environment happy-dom
/**
 * Renders per event (issue 15, decision 030): on a cart of ten items, changing one item's period
 * and the facts the cart effects append for it (command started, request, reply, new cart) render
 * again only that item's row, the summary and the header's mini cart; the other rows and the other
 * parts of the page and header do not render at all. Counted with React's <Profiler> per component.
 */
import { Profiler } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../events/contract/cart';
import CartPage from '../../src/features/cart/cart-page';
import { AccountEntry } from '../../src/features/layout/account-entry';
import { LanguageSelect } from '../../src/features/layout/language-select';
import { MiniCart } from '../../src/features/layout/mini-cart';
import { buildCart, buildItem } from '../support/builders';
import { renderInApp } from '../support/render-in-app';
import { countRender, renders } from '../support/render-counts';

vi.mock('../../src/features/cart/items/cart-item-row', async (original) => {
  const { profiled } = await import('../support/render-counts');
  const actual = await original<typeof import('../../src/features/cart/items/cart-item-row')>();
  return { CartItemRow: profiled(actual.CartItemRow, (p) => `row ${p.itemId}`) };
});
vi.mock('../../src/features/cart/summary/cart-summary', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'CartSummary',
  ] as never),
);
vi.mock('../../src/features/cart/coupons/coupon-panel', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'CouponPanel',
  ] as never),
);
vi.mock('../../src/features/cart/note/cart-note', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), ['CartNote'] as never),
);
vi.mock('../../src/ui/donation/donation-block', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'DonationBlock',
  ] as never),
);
vi.mock('../../src/features/cart/cross-sell/cross-sell-banners', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'CrossSellBanners',
  ] as never),
);
vi.mock('../../src/features/cart/proceed/continue-button', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'ContinueButton',
  ] as never),
);
vi.mock('../../src/features/cart/proceed/quick-order-block', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'QuickOrderBlock',
  ] as never),
);
vi.mock('../../src/features/cart/migration/migration-block', async (original) =>
  (await import('../support/render-counts')).profiledModule(await original<object>(), [
    'MigrationBlock',
  ] as never),
);

afterEach(cleanup);

const ids = Array.from({ length: 10 }, (_, i) => `item-${i + 1}`);

/** Ten hostings, each with a choice of one or two years; `longer` is billed for two years. */
function cartOf(longer: string | null): Cart {
  const items = ids.map((id) =>
    buildItem({
      id,
      name: `Hosting ${id}`,
      period: id === longer ? 24 : 12,
      options: {
        period: [
          { period: 12, price: 39, onlyCardPayment: false },
          { period: 24, price: 70, onlyCardPayment: false },
        ],
      },
      price: { vatExcluded: id === longer ? 70 : 39, discountReason: null, originalPrice: null },
    }),
  );
  return buildCart({ items });
}

function renderCartWithHeader() {
  const rendered = renderInApp(
    <>
      <header>
        <Profiler id="AccountEntry" onRender={countRender}>
          <AccountEntry />
        </Profiler>
        <Profiler id="MiniCart" onRender={countRender}>
          <MiniCart />
        </Profiler>
        <Profiler id="LanguageSelect" onRender={countRender}>
          <LanguageSelect />
        </Profiler>
      </header>
      <CartPage />
    </>,
    {
      seed: (log) => log.append('cart/received', { cart: cartOf(null), command: 'load' }),
      config: { transferUrl: 'https://transfer.test/', languages: ['en-US', 'sk-SK'] },
    },
  );
  renders.clear();
  return rendered;
}

describe('renders per event on a cart of ten items', () => {
  it("renders again only the changed row, the summary and the mini cart when one item's period changes", async () => {
    const user = userEvent.setup();
    const r = renderCartWithHeader();
    const row = screen.getByText('Hosting item-3').closest('li') as HTMLElement;
    const counts: Record<string, Record<string, number>> = {};
    const after = (type: string, run: () => void) => {
      renders.clear();
      act(run);
      counts[type] = Object.fromEntries(renders);
    };
    // The customer's choice of a period (user-event wraps its events in `act` itself).
    const afterGesture = async (type: string, gesture: () => Promise<void>) => {
      renders.clear();
      await gesture();
      counts[type] = Object.fromEntries(renders);
    };

    await afterGesture('cart/item-update-requested', () =>
      user.selectOptions(within(row).getByLabelText('Period'), '24'),
    );
    after('cart/command-started', () =>
      r.emit('cart/command-started', { command: 'update-item', itemId: 'item-3', commandId: 'c1' }),
    );
    after('api/requested', () =>
      r.emit('api/requested', {
        requestId: 'r1',
        method: 'PUT',
        url: '/cart/items/item-3',
        pathTemplate: '/cart/items/:id',
        headers: {},
        body: { period: 24 },
      }),
    );
    after('api/responded', () =>
      r.emit('api/responded', { requestId: 'r1', status: 200, headers: {}, body: {}, durationMs: 80 }),
    );
    after('cart/received', () =>
      r.emit('cart/received', { cart: cartOf('item-3'), command: 'update-item', commandId: 'c1' }),
    );

    expect(counts).toEqual({
      'cart/item-update-requested': { 'row item-3': 1 },
      'cart/command-started': { 'row item-3': 1 },
      'api/requested': {},
      'api/responded': {},
      'cart/received': { 'row item-3': 1, CartSummary: 1, MiniCart: 1 },
    });
    expect(screen.getByTestId('summary-count')).toHaveTextContent(/^10$/);
    expect(within(row).getByLabelText('Period')).toHaveValue('24');
  });

  it('follows time travel: the views show the state at the chosen event and the live state again after', () => {
    const r = renderCartWithHeader();
    const row = () => screen.getByText('Hosting item-3').closest('li') as HTMLElement;
    const loaded = r.log.all().at(-1)?.seq ?? 0;
    act(() => r.emit('cart/received', { cart: cartOf('item-3'), command: 'load' }));
    const period = () => (within(row()).getByLabelText('Period') as HTMLSelectElement).value;
    expect(period()).toBe('24');
    act(() => {
      r.store.cursor.value = loaded;
    });
    expect(period()).toBe('12');
    act(() => {
      r.store.cursor.value = null;
    });
    expect(period()).toBe('24');
  });
});
