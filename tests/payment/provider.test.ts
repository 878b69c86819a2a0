/**
 * The payment step against the mock provider (contract E36, E15; spec §4 "one option is selected
 * automatically", "An e-invoice delivery turns recurrence off for new card"): a customer arriving
 * with nothing chosen gets their saved card stored on the cart with one PUT; with e-invoice
 * delivery and no usable saved card, the new card is stored without recurrence.
 */
import { describe, expect, it } from 'vitest';
import { loadedCart } from '../../projections/cart/selectors';
import { paymentOptionsEffect } from '../../src/effects/payment/options';
import { flush } from '../support/effect-harness';
import { useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';

const provider = useTestProvider();

/** Enters the payment step, waits for the cart the choice brings back; returns that choice and how many PUTs went. */
async function arriveAtPayment(h: ProfilesHarness, cartsBefore: number) {
  h.log.append('steps/user-step-set', { step: 'payment-method' });
  h.time.flush(); // the step's options are asked for after a zero debounce
  await waitFor(h, 'cart/received', cartsBefore + 1);
  for (let i = 0; i < 20; i++) await flush(); // anything more would be on its way by now
  const puts = h.calls().filter((c) => c === 'PUT /cart/payment-option').length;
  return { puts, stored: loadedCart(h.state())?.paymentOption };
}

describe('the payment step chooses for a customer who arrives with nothing chosen', () => {
  it('stores the saved card on the cart, once', async () => {
    const h = await startProfiles(provider, [paymentOptionsEffect], { login: 'alice' });
    expect(loadedCart(h.state())?.paymentOption).toBeNull();
    const { puts, stored } = await arriveAtPayment(h, 1);
    expect(puts).toBe(1);
    expect(stored).toEqual({ groupId: 'card', optionId: 'card-alice-visa', recurrence: expect.any(Boolean) });
    expect(h.state().payment.selected).toEqual(stored);
  });

  it('stores a new card without recurrence when invoices go by e-invoice', async () => {
    const alice = provider.store.state.users.find((u) => u.login === 'alice');
    const profile = provider.store.state.billingProfiles.find((p) => p.userId === alice?.id);
    if (!alice || !profile) throw new Error('alice or her billing profile is missing');
    alice.cards = [];
    profile.invoiceDelivery = 'einvoice';
    const h = await startProfiles(provider, [paymentOptionsEffect], { login: 'alice' });
    h.log.append('profiles/billing-profile-chosen', { profileId: profile.id });
    await waitFor(h, 'cart/received', 2);
    const { puts, stored } = await arriveAtPayment(h, 2);
    expect(puts).toBe(1);
    expect(stored).toEqual({ groupId: 'card', optionId: 'new-card', recurrence: false });
  });
});
