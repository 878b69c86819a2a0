// @vitest-environment happy-dom
/**
 * The website flow page (development and staging only, so not in the production e2e builds): the
 * breadcrumb, the categories, 'Next step' disabled until a category is chosen, the packages of the
 * step with the Recommended badge, Select adding the package to the cart and Remove taking it out.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import WebsiteFlowPage from '../../src/features/website-flow/website-flow-page';
import type { HostingTutorialProduct } from '../../events/contract/offers';
import type { EventLog } from '../../events/log';
import { networkError } from '../../src/api/failures';
import { buildCart, buildItem } from '../support/builders';
import { servedProducts } from '../support/tutorial-products';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });

/** The provider's catalogue has arrived (E44), then whatever the test adds. */
const served =
  (products: HostingTutorialProduct[] = servedProducts(), then: (log: EventLog) => void = () => {}) =>
  (log: EventLog) => {
    log.append('website-flow/catalogue-received', { products });
    then(log);
  };

describe('the website flow page', () => {
  it('keeps Next step disabled until a category is chosen, then moves to choosing hosting', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<WebsiteFlowPage />, { seed: served() });
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/^\d\s*/, ''))).toEqual([
      'Choose a design tool',
      'Choose hosting',
      'Register and pay',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(button('Next step')).toBeDisabled();
    expect(button('Prev step')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'With e-com' }));
    expect(r.payloads('website-flow/category-chosen')).toEqual([{ category: 'with-ecom' }]);
    expect(screen.getByRole('heading', { name: 'Sitebuilder E-shop' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sitebuilder' })).toBeNull();
    expect(button('Next step')).toBeEnabled();
    await user.click(button('Next step'));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose hosting' })).toBeVisible();
    const woo = screen.getByRole('listitem', { name: 'WooCommerce hosting' });
    expect(within(woo).getByText('Recommended')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'WordPress hosting' })).queryByText('Recommended'),
    ).toBeNull();
    await user.click(button('Prev step'));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a design tool' })).toBeVisible();
  });

  it('shows the Sitebuilder packages with what their site builder type includes', async () => {
    const user = userEvent.setup();
    renderInApp(<WebsiteFlowPage />, { seed: served() });
    const included = (name: string) =>
      within(within(screen.getByRole('listitem', { name })).getByRole('list', { name: 'Included' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await user.click(screen.getByRole('radio', { name: 'Without e-com' }));
    expect(included('Sitebuilder')).toEqual(['1 web', '1 GB', '5 subpages', 'Unlimited blog']);
    await user.click(screen.getByRole('radio', { name: 'With e-com' }));
    expect(included('Sitebuilder E-shop')).toEqual([
      '10 GB',
      'Unlimited subpages',
      'Simple e-shop',
      'Multilingual',
      'Mail storage',
    ]);
  });

  it('selects a package into the cart and removes it again', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<WebsiteFlowPage />, {
      seed: served(undefined, (log) => {
        log.append('cart/received', { cart: buildCart({ items: [] }), command: 'load' });
        log.append('website-flow/category-chosen', { category: 'without-ecom' });
      }),
    });
    const card = () => screen.getByRole('listitem', { name: 'Sitebuilder' });
    await user.click(within(card()).getByRole('button', { name: 'Select' }));
    expect(r.payloads('cart/item-add-requested')).toEqual([
      { request: { code: 'site-builder', sellType: 'direct', period: 12, properties: { type: 'basic' } } },
    ]);
    act(() =>
      r.emit('cart/received', {
        cart: buildCart({
          items: [buildItem({ id: 'sb1', code: 'site-builder', properties: { type: 'basic' } })],
        }),
        command: 'add-item',
      }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Remove' }));
    expect(r.payloads('cart/item-remove-requested')).toEqual([{ itemId: 'sb1' }]);
  });

  it('shows the prices the provider names, a year as "/ year"', () => {
    renderInApp(<WebsiteFlowPage />, {
      seed: served(servedProducts('cz-ws'), (log) =>
        log.append('website-flow/category-chosen', { category: 'without-ecom' }),
      ),
      config: { currency: 'CZK' },
    });
    const text = screen.getByRole('listitem', { name: 'Sitebuilder' }).textContent ?? '';
    expect(text).toMatch(/CZK|Kč/);
    expect(text).toMatch(/\/ year/);
    expect(text).not.toMatch(/1 year/);
  });

  it('adds the hosting a provider with other capacities offers', async () => {
    const user = userEvent.setup();
    const products = servedProducts().map((p) =>
      p.name === 'the-hosting-wordpress'
        ? {
            ...p,
            properties: {
              capacity: {
                options: [
                  { value: 15360, label: '15 GB' },
                  { value: 76800, label: '75 GB' },
                ],
              },
            },
            defaultConfiguration: { period: 12, capacity: { value: 15360 } },
          }
        : p,
    );
    const r = renderInApp(<WebsiteFlowPage />, {
      seed: served(products, (log) => {
        log.append('cart/received', { cart: buildCart({ items: [] }), command: 'load' });
        log.append('website-flow/category-chosen', { category: 'with-ecom' });
        log.append('website-flow/next-requested', {});
      }),
    });
    const wordpress = screen.getByRole('listitem', { name: 'WordPress hosting' });
    expect(wordpress).toHaveTextContent('Storage: 15 GB');
    await user.click(within(wordpress).getByRole('button', { name: 'Select' }));
    expect(r.payloads('cart/item-add-requested')).toEqual([
      {
        request: {
          code: 'the-hosting-wordpress',
          sellType: 'direct',
          period: 12,
          properties: { capacity: 15360 },
        },
      },
    ]);
  });

  it('says why there are no packages when the catalogue could not be read, and asks again', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<WebsiteFlowPage />, {
      seed: (log) => log.append('website-flow/catalogue-failed', { error: networkError() }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
    await user.click(button('Try again'));
    expect(r.payloads('website-flow/catalogue-requested')).toEqual([{}]);
  });
});
