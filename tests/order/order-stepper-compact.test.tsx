// @vitest-environment happy-dom
/**
 * The stepper a phone shows (issue 15, decision 031): "Step N of M · <title>" and a progressbar whose
 * value is the current step's number, one segment per step marking the done and current ones; the
 * Swedish workflow counts without the hidden billing step and names the domain profile its own way.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStepper } from '../../src/features/order/order-stepper';
import { buildCompleteCart, buildDomainProfile, buildItem } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

/** All six steps apply: a domain profile is required and an item has a mandatory setting. */
const cart = buildCompleteCart({
  domainProfileRequired: true,
  domainProfile: buildDomainProfile(),
  items: [buildItem({ code: 'vps', mandatoryEditableProperties: ['name'], properties: { name: 'vps01' } })],
});

function renderAt(step: 'billing-profile' | 'payment-method' | 'recapitulation', config = {}) {
  return renderInApp(<OrderStepper />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('steps/user-step-set', { step });
    },
    config,
  });
}

describe('the compact stepper', () => {
  it("reads 'Step 2 of 6 · Billing profile' on the billing step, with a progressbar at 2 of 6", () => {
    renderAt('billing-profile');
    expect(screen.getByText('Step 2 of 6 · Billing profile')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6 · Billing profile');
  });

  it('marks one segment per step: the steps before the current one done, the current one current', () => {
    renderAt('payment-method');
    expect(screen.getByText('Step 4 of 6 · Payment method')).toBeVisible();
    const segments = [...screen.getByRole('progressbar').children].map((s) =>
      s.classList.contains('stepper__segment--current')
        ? 'current'
        : s.classList.contains('stepper__segment--done')
          ? 'done'
          : 'to do',
    );
    expect(segments).toEqual(['done', 'done', 'done', 'current', 'to do', 'to do']);
  });

  it('reads the last step as the order summary', () => {
    renderAt('recapitulation');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText('Step 6 of 6 · Order summary')).toBeVisible();
  });

  it("counts without the billing step in the Swedish workflow and says 'User information'", () => {
    renderAt('payment-method', { workflow: 2 });
    expect(screen.getByText('Step 3 of 5 · Payment method')).toBeVisible();
    cleanup();
    renderInApp(<OrderStepper />, {
      seed: (log) => {
        log.append('cart/received', { cart, command: 'load' });
        log.append('steps/user-step-set', { step: 'domain-profile' });
      },
      config: { workflow: 2 },
    });
    expect(screen.getByText('Step 2 of 5 · User information')).toBeVisible();
  });
});
