/**
 * Payment and order over real HTTP: payment options (E36), choosing one (E15), checkout (E37)
 * outcomes of contract §7 by payment group and its step errors, quick order (E38).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Cart } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { CheckoutReply, PaymentOptionGroup } from '../../events/contract/payment';
import { parsed, sessionWithCart, useServer, type Client } from '../provider/support/http-client';

const s = useServer();

const finish = (
  c: Client,
  consents = { termsAndConditionsConsent: true, thirdPartyConsent: true },
  success = 'http://app.test/thank-you?messageKey=success',
) =>
  c.post('/checkout', {
    redirectAfterCancel: 'http://app.test/thank-you?messageKey=cancel',
    redirectAfterPaySuccess: success,
    redirectAfterPayFailure: 'http://app.test/thank-you?messageKey=fail',
    ...consents,
  });

async function readyCart(company = 'sk-ws', login = 'alice', billing = 1, domain = 1): Promise<Client> {
  const c = await sessionWithCart(s.client({ company }), { items: true, login });
  await c.put('/cart/billing-profile?cart=true', { billingProfileId: billing });
  await c.put('/cart/domain-profile?cart=true', { domainProfileId: domain });
  return c;
}

describe('payment options (E36, E15)', () => {
  it("offers the company's groups with the customer's saved card and an unavailable bank", async () => {
    const c = await sessionWithCart(s.client(), { login: 'alice' });
    const groups = z.array(PaymentOptionGroup).parse((await c.get('/payment-options')).body);
    expect(groups.filter((g) => g.available).map((g) => g.id)).toEqual([
      'card',
      'credit',
      'banking',
      'transfer',
      'qrcode',
      'later',
    ]);
    const card = groups.find((g) => g.id === 'card');
    expect(card?.paymentOptions.map((o) => o.id)).toEqual(['card-alice-visa', 'new-card']);
    expect(card?.paymentOptions[0]).toMatchObject({
      issuer: 'visa',
      number: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
    });
    const banking = groups.find((g) => g.id === 'banking');
    expect(banking?.paymentOptions.map((o) => o.id)).toEqual([
      'slsp',
      'vubeplatby',
      'postova',
      'csob',
      'tatrapay',
      'unicredit',
    ]);
    expect(banking?.paymentOptions.find((o) => o.id === 'postova')?.isDisabled).toBe(true);
  });

  it('offers Nets Easy cards in the Nordic variants', async () => {
    const c = await sessionWithCart(s.client({ company: 'se-ws' }), { login: 'sven' });
    const groups = z.array(PaymentOptionGroup).parse((await c.get('/payment-options')).body);
    expect(groups.filter((g) => g.available).map((g) => g.id)).toEqual(['card', 'transfer', 'later']);
    expect(groups.find((g) => g.id === 'card')?.paymentOptions.map((o) => o.id)).toEqual([
      'new-card-nets-easy',
    ]);
  });

  it('stores a valid choice and rejects the invalid ones with their keys', async () => {
    const c = await sessionWithCart(s.client(), { items: true, login: 'alice' });
    const ok = parsed(
      Cart,
      (
        await c.put('/cart/payment-option?cart=true', {
          groupId: 'banking',
          optionId: 'tatrapay',
          recurrence: false,
        })
      ).body,
    );
    expect(ok.paymentOption).toEqual({ groupId: 'banking', optionId: 'tatrapay', recurrence: false });
    const key = async (body: unknown) =>
      parsed(ErrorBody, (await c.put('/cart/payment-option?cart=true', body)).body).key;
    expect(await key({ optionId: null, recurrence: false })).toBe('validation.payment_option.not_set');
    expect(await key({ groupId: 'banking', optionId: null, recurrence: false })).toBe(
      'validation.payment_option.not_set_banking',
    );
    expect(await key({ groupId: 'banking', optionId: 'postova', recurrence: false })).toBe(
      'validation.payment_option.option_invalid',
    );
    expect(await key({ groupId: 'transfer', optionId: 'slsp', recurrence: false })).toBe(
      'validation.payment_option.option_invalid',
    );
    const mail = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.code === 'business-mail');
    await c.patch(`/cart/items/${mail?.id}`, { period: 1 });
    expect(await key({ groupId: 'transfer', optionId: null, recurrence: false })).toBe(
      'validation.payment_option.not_set_card',
    );
  });

  it('answers 401 to an anonymous payment choice', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    expect(
      (
        await c.put('/cart/payment-option?cart=true', {
          groupId: 'transfer',
          optionId: null,
          recurrence: false,
        })
      ).status,
    ).toBe(401);
  });
});

describe('checkout (E37)', () => {
  it('sends a card payment to the gateway and closes the cart', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', {
      groupId: 'card',
      optionId: 'card-alice-visa',
      recurrence: true,
    });
    const before = parsed(Cart, (await c.get('/cart')).body);
    const reply = parsed(CheckoutReply, (await finish(c)).body);
    expect(reply.redirect).toBe('http://app.test/thank-you?messageKey=success');
    const next = parsed(Cart, (await c.get('/cart')).body);
    expect(next.uuid).not.toBe(before.uuid);
    expect(next.items).toEqual([]);
    expect(next.user?.login).toBe('alice');
  });

  it('answers a bank transfer with the payment details and a pay-by-square code in SK', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    const reply = parsed(CheckoutReply, (await finish(c)).body);
    expect(reply.key).toBe('transfer');
    expect(reply.paymentOptions).toMatchObject({
      currency: 'EUR',
      iban: expect.stringMatching(/^SK/),
      qrCode: expect.stringMatching(/^data:image\//),
    });
  });

  it('answers pay later with the mail outcome', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', {
      groupId: 'later',
      optionId: 'pay-later',
      recurrence: false,
    });
    expect(parsed(CheckoutReply, (await finish(c)).body).key).toBe('mail');
  });

  it('answers a payment being processed with a poll that ends on the success page the order named', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    await c.post('/__mock/behaviour', { checkout: 'processing', pollsBeforeDone: 2 });
    try {
      const success = 'http://app.test/en/thank-you?messageKey=success';
      const reply = parsed(CheckoutReply, (await finish(c, undefined, success)).body);
      expect(reply.key).toBe('processing');
      const poll = `/polls/${encodeURIComponent(reply.invoiceId ?? '')}`;
      expect((await c.get(poll)).status).toBe(202);
      expect((await c.get(poll)).status).toBe(202);
      const done = await c.get(poll);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ redirectTo: success });
    } finally {
      await c.post('/__mock/behaviour', { checkout: 'auto' });
    }
  });

  it('pays from credit, or reports insufficient credit at the payment step', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', {
      groupId: 'credit',
      optionId: 'credit',
      recurrence: false,
    });
    const r = await finish(c);
    const body = parsed(ErrorBody, r.body);
    expect(body.key).toBe('checkout.insufficient_credit');
    expect(body.context?.step).toBe('payment-method');
  });

  it('answers a zero order when a coupon makes it free', async () => {
    const c = await readyCart();
    await c.put('/cart/coupon?cart=true', { code: 'FREE100' });
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    expect(parsed(CheckoutReply, (await finish(c)).body).zeroOrder).toBe(true);
  });

  it('points to the step with the problem', async () => {
    const c = await sessionWithCart(s.client(), { items: true, login: 'alice' });
    const step = async () => parsed(ErrorBody, (await finish(c)).body);
    expect(await step()).toMatchObject({
      key: 'validation.billing_profile.not_set',
      context: { step: 'billing-profile' },
    });
    await c.put('/cart/billing-profile?cart=true', { billingProfileId: 1 });
    expect((await step()).context?.step).toBe('domain-profile');
    await c.put('/cart/domain-profile?cart=true', { domainProfileId: 1 });
    expect(await step()).toMatchObject({
      key: 'validation.payment_option.not_set',
      context: { step: 'payment-method' },
    });
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    await c.post('/cart/items', {
      code: 'vps',
      sellType: 'direct',
      period: 12,
      properties: { cpu: 1, ram: 2 },
    });
    const settings = await step();
    expect(settings.context?.step).toBe('service-settings');
    expect(settings.violations?.[0]?.propertyPath).toBe('configuration.name');
    const vps = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.code === 'vps');
    await c.patch(`/cart/items/${vps?.id}`, { properties: { name: 'myserver7' } });
    const terms = parsed(
      ErrorBody,
      (await finish(c, { termsAndConditionsConsent: false, thirdPartyConsent: true })).body,
    );
    expect(terms).toMatchObject({ key: 'validation.consent.terms', context: { step: 'recapitulation' } });
    const third = parsed(
      ErrorBody,
      (await finish(c, { termsAndConditionsConsent: true, thirdPartyConsent: false })).body,
    );
    expect(third.key).toBe('validation.consent.third_party');
  });

  it('answers a forced order failure without context and keeps the cart', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    const uuid = parsed(Cart, (await c.get('/cart')).body).uuid;
    await c.post('/__mock/behaviour', { checkout: 'order.not_created' });
    try {
      const body = parsed(ErrorBody, (await finish(c)).body);
      expect(body).toEqual({ key: 'order.not_created' });
    } finally {
      await c.post('/__mock/behaviour', { checkout: 'auto' });
    }
    expect(parsed(Cart, (await c.get('/cart')).body).uuid).toBe(uuid);
  });

  it('refuses complete service settings when told to, naming the item and its setting, and keeps the cart', async () => {
    const c = await readyCart();
    await c.put('/cart/payment-option?cart=true', { groupId: 'transfer', optionId: null, recurrence: false });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    const hosting = cart.items.find((i) => i.code === 'hosting');
    await c.post('/__mock/behaviour', { checkout: 'service-settings.violation' });
    try {
      const r = await finish(c);
      expect(r.status).toBe(422);
      expect(parsed(ErrorBody, r.body)).toMatchObject({
        key: 'cart.invalid_step.service-settings',
        context: { step: 'service-settings', cartItemId: hosting?.id },
        violations: [
          { propertyPath: 'configuration.domain', errors: [{ translationKey: 'validation.required' }] },
        ],
      });
    } finally {
      await c.post('/__mock/behaviour', { checkout: 'auto' });
    }
    expect(parsed(Cart, (await c.get('/cart')).body).uuid).toBe(cart.uuid);
  });

  it('skips the third-party consent and needs a domain profile in the Swedish workflow', async () => {
    const c = await sessionWithCart(s.client({ company: 'se-ws' }), { items: true, login: 'sven' });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.consentThirdPartyRequired).toBe(false);
    expect(cart.domainProfileRequired).toBe(true);
    await c.put('/cart/billing-profile?cart=true', { billingProfileId: 4 });
    await c.put('/cart/domain-profile?cart=true', { domainProfileId: 3 });
    await c.put('/cart/payment-option?cart=true', {
      groupId: 'later',
      optionId: 'pay-later',
      recurrence: false,
    });
    const reply = await finish(c, { termsAndConditionsConsent: true, thirdPartyConsent: false });
    expect(parsed(CheckoutReply, reply.body).key).toBe('mail');
  });
});

describe('quick order (E38)', () => {
  it("fills in the choices of the customer's last order and answers 204", async () => {
    const first = await readyCart();
    await first.put('/cart/payment-option?cart=true', {
      groupId: 'banking',
      optionId: 'tatrapay',
      recurrence: false,
    });
    expect((await finish(first)).status).toBe(200);
    const c = await sessionWithCart(s.client(), { items: true, login: 'alice' });
    expect((await c.post('/quick-order')).status).toBe(204);
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.billingProfile?.id).toBe(1);
    expect(cart.domainProfile?.id).toBe(1);
    expect(cart.paymentOption).toEqual({ groupId: 'banking', optionId: 'tatrapay', recurrence: false });
  });

  it('fails with quick_order.failed for a customer without a previous order, 401 when anonymous', async () => {
    const c = await sessionWithCart(s.client(), { items: true, login: 'new' });
    expect(parsed(ErrorBody, (await c.post('/quick-order')).body).key).toBe('quick_order.failed');
    const anon = await sessionWithCart(s.client(), { items: true });
    expect((await anon.post('/quick-order')).status).toBe(401);
  });
});
