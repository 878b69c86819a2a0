// @vitest-environment happy-dom
/**
 * The hosting tutorial modal as the customer uses it: steps and progress, capacities in GB, adding
 * the configured product, skipping with the do-not-show choice, Escape, and the no-hosting answer.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import { formatCapacity } from '../../src/features/tutorial/capacity';
import TutorialModal from '../../src/features/tutorial/tutorial-modal';
import { buildCart, buildDomainItem } from '../support/builders';
import { servedProducts } from '../support/tutorial-products';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const products = servedProducts('sk-ws');

function openTutorial(flow: 'main' | 'transfer' = 'main') {
  return renderInApp(<TutorialModal />, {
    seed: (log: EventLog) => {
      log.append('cart/received', {
        cart: buildCart({ uuid: 'c1', items: [buildDomainItem('moja-firma.sk')] }),
        command: 'load',
      });
      log.append('tutorial/products-received', { products });
      log.append('tutorial/shown', {
        cartUuid: 'c1',
        flow,
        domain: 'moja-firma.sk',
        itemId: 'dom-moja-firma.sk',
      });
    },
  });
}

const dialog = () => screen.getByRole('dialog', { name: /moja-firma\.sk|Set up|Check your choice|Added/ });
const progress = () => screen.getByRole('progressbar', { name: 'Tutorial progress' });

describe('the hosting tutorial modal', () => {
  it('shows the first step with a quarter of the progress and no back button', () => {
    openTutorial();
    expect(screen.getByRole('heading', { name: 'Your domain moja-firma.sk needs a website' })).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('steps into a product, shows capacities in GB and remembers the chosen one', async () => {
    const user = userEvent.setup();
    const r = openTutorial();
    await user.click(screen.getByRole('button', { name: /^The Hosting/ }));
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
    const capacity = screen.getByRole('group', { name: 'Disk capacity' });
    expect(
      within(capacity)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual([
      formatCapacity(10240, 'en-US'),
      formatCapacity(51200, 'en-US'),
      formatCapacity(102400, 'en-US'),
    ]);
    expect(formatCapacity(51200, 'en-US')).toBe('50 GB');
    await user.click(within(capacity).getByLabelText('100 GB'));
    expect(r.payloads('tutorial/option-chosen')).toEqual([
      { product: 'the-hosting', property: 'capacity', value: 102400 },
    ]);
    expect(within(capacity).getByLabelText('100 GB')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
  });

  it('adds the configured product from the summary', async () => {
    const user = userEvent.setup();
    const r = openTutorial();
    await user.click(screen.getByRole('button', { name: /^The Hosting/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Check your choice' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(r.payloads('tutorial/add-requested')).toEqual([
      {
        request: {
          code: 'the-hosting',
          sellType: 'direct',
          period: 12,
          properties: { capacity: 51200, location: 'bratislava', domain: 'moja-firma.sk' },
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('asks before skipping and sends the do-not-show choice', async () => {
    const user = userEvent.setup();
    const r = openTutorial();
    await user.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    const prompt = screen.getByRole('alertdialog', { name: 'Skip the tutorial?' });
    await user.click(within(prompt).getByLabelText('Do not show this tutorial again'));
    await user.click(within(prompt).getByRole('button', { name: 'Skip' }));
    expect(r.payloads('tutorial/skip-confirmed')).toEqual([{ doNotShowAgain: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats Escape as close, and Escape again as going back to the tutorial', async () => {
    const user = userEvent.setup();
    const r = openTutorial();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(r.payloads('tutorial/skip-cancelled')).toHaveLength(1);
  });

  it('offers no hosting as an answer of the first step', async () => {
    const user = userEvent.setup();
    const r = openTutorial('transfer');
    await user.click(screen.getByRole('button', { name: 'No, the website stays where it is' }));
    expect(r.payloads('tutorial/no-hosting-chosen')).toHaveLength(1);
  });
});
