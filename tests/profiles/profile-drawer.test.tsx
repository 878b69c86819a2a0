// @vitest-environment happy-dom
/**
 * The profile drawer as a modal dialog (src/ui/use-dialog-focus.ts): opened from a saved profile's
 * edit button, it takes the focus on its close button, keeps Tab and Shift+Tab inside, closes on
 * Escape (an intent), and gives the focus back to the edit button.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { buildBillingProfile, buildCart, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const alice = buildBillingProfile({ id: 7 });

async function openDrawer(customer: UserEvent) {
  const r = renderInApp(<BillingProfileStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart: buildCart({ user, billingProfile: alice }), command: 'load' });
      log.append('profiles/billing-received', { profiles: [alice] });
    },
  });
  const edit = screen.getByRole('button', { name: 'Edit billing profile Jana Novakova' });
  await customer.click(edit);
  const drawer = screen.getByRole('dialog', { name: 'Edit billing profile Jana Novakova' });
  return { r, edit, drawer };
}

describe('the profile drawer', () => {
  it('starts on its close button and keeps Tab and Shift+Tab inside', async () => {
    const customer = userEvent.setup();
    const { drawer } = await openDrawer(customer);
    const close = within(drawer).getByRole('button', { name: 'Close' });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(close);
    await customer.tab({ shift: true });
    expect(document.activeElement).toBe(save);
    await customer.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives the focus back to the edit button', async () => {
    const customer = userEvent.setup();
    const { r, edit } = await openDrawer(customer);
    await customer.keyboard('{Escape}');
    expect(r.payloads('profiles/form-closed')).toEqual([{ form: 'billing' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });
});
