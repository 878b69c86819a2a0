// @vitest-environment happy-dom
/**
 * Renders of the billing step (issue 15, decision 030): the step's parts subscribe to the slices they
 * read, so a keystroke in the sign-up form's street field renders that field only, and an event that
 * changes nothing the step shows (an API exchange, a cross-sell reply) renders none of its parts;
 * a committed field renders the form it belongs to, not the sign-up form around it. Each part's own
 * renders are counted (tests/support/render-counts.tsx, `counted`): the parts nest, so a
 * <Profiler> around the sign-up form would also count every render of a field inside it.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { renders } from '../support/render-counts';
import { buildBillingProfile, buildCart, buildDomainItem, user } from '../support/builders';
import { renderInApp, type Rendered } from '../support/render-in-app';

vi.mock('../../src/features/order/signup/signup-form', async (original) =>
  (await import('../support/render-counts')).countedModule(await original<object>(), ['SignUpForm'] as never),
);
vi.mock('../../src/features/order/address/address-form', async (original) =>
  (await import('../support/render-counts')).countedModule(await original<object>(), [
    'AddressForm',
  ] as never),
);
vi.mock('../../src/features/order/address/text-field', async (original) => {
  const { counted } = await import('../support/render-counts');
  const actual = await original<typeof import('../../src/features/order/address/text-field')>();
  return { TextField: counted(actual.TextField, (p) => `field ${p.id}`) };
});
vi.mock('../../src/features/order/profiles/profile-option', async (original) => {
  const { counted } = await import('../support/render-counts');
  const actual = await original<typeof import('../../src/features/order/profiles/profile-option')>();
  return { ...actual, ProfileOption: counted(actual.ProfileOption, (p) => `option ${p.profile.id}`) };
});

afterEach(cleanup);

/** The components that rendered while `run` ran, with how many times. */
function rendersDuring(run: () => void): Record<string, number> {
  renders.clear();
  act(run);
  return Object.fromEntries(renders);
}

/** The same for a customer's gesture (user-event wraps its events in `act` itself). */
async function rendersDuringGesture(gesture: () => Promise<void>): Promise<Record<string, number>> {
  renders.clear();
  await gesture();
  return Object.fromEntries(renders);
}

/** An API exchange and a cross-sell reply: facts that change nothing the billing step shows. */
function unrelatedEvents(r: Rendered) {
  r.emit('api/requested', {
    requestId: 'r1',
    method: 'GET',
    url: '/cart/cross-sell',
    pathTemplate: '/cart/cross-sell',
    headers: {},
    body: null,
  });
  r.emit('api/responded', { requestId: 'r1', status: 200, headers: {}, body: [], durationMs: 40 });
  r.emit('cross-sell/received', { offers: { xSellProducts: [], upSellProducts: [] } });
}

describe('renders of the billing step', () => {
  function renderSignup() {
    const cart = buildCart({ items: [buildDomainItem('moja-firma.sk')], domainProfileRequired: true });
    return renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: (log) => log.append('cart/received', { cart, command: 'load' }),
    });
  }

  it('renders only the street field on a keystroke in it, and it shows what was typed', async () => {
    const user = userEvent.setup();
    renderSignup();
    const street = screen.getByLabelText(/^Street and number/);
    await user.click(street);
    // Eight keystrokes, each rendering the street field once and nothing else.
    expect(await rendersDuringGesture(() => user.keyboard('Hlavná 1'))).toEqual({
      'field signup-street': 8,
    });
    expect(street).toHaveValue('Hlavná 1');
  });

  it('renders none of the sign-up form on events that change nothing it shows', () => {
    const r = renderSignup();
    expect(rendersDuring(() => unrelatedEvents(r))).toEqual({});
  });

  it('renders the address form, not the sign-up form around it, when a street is committed', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    const street = screen.getByLabelText(/^Street and number/);
    await user.type(street, 'Hlavná 1');
    const counts = await rendersDuringGesture(() => user.tab());
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'signup', field: 'street', value: 'Hlavná 1' },
    ]);
    expect(counts.AddressForm).toBeGreaterThan(0);
    expect(counts.SignUpForm).toBeUndefined();
  });

  it('renders none of the saved profiles of a logged-in customer on unrelated events', () => {
    const alice = buildBillingProfile({ id: 7 });
    const r = renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user, billingProfile: alice }), command: 'load' });
        log.append('profiles/billing-received', {
          profiles: [alice, buildBillingProfile({ id: 8, firstName: 'Eva' })],
        });
      },
    });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(rendersDuring(() => unrelatedEvents(r))).toEqual({});
  });
});
