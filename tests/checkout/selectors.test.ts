/**
 * The checkout selectors: what a finish click leads to (edit mode, an incomplete step, missing
 * consents, checkout) and how the order view shows its steps, busy state and finish button.
 */
import { describe, expect, it } from 'vitest';
import {
  checkoutInProgress,
  consentView,
  domainProfilesAllExplicit,
  finishDecision,
  finishVisible,
  orderBusy,
  orderStepViews,
} from '../../projections/checkout/selectors';
import {
  buildCart,
  buildCompleteCart,
  buildDomainItem,
  buildDomainProfile,
  buildItem,
  session,
  transferPayment,
  user,
} from '../support/builders';

describe('what a finish click leads to', () => {
  it('goes to the step in edit mode before anything else', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('steps/user-step-set', { step: 'recapitulation' })
      .emit('ui/edit-mode-set', { step: 'billing-profile' });
    expect(finishDecision(s.state)).toEqual({ kind: 'editing', step: 'billing-profile' });
  });

  it('goes to the first step not complete by data and customer', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ paymentOption: null }))
      .emit('steps/user-step-set', { step: 'recapitulation' });
    expect(finishDecision(s.state)).toEqual({ kind: 'steps-incomplete', step: 'payment-method' });
    const t = session()
      .boot()
      .received(buildCompleteCart({ billingProfile: null }))
      .emit('steps/user-step-set', { step: 'payment-method' });
    expect(finishDecision(t.state)).toEqual({ kind: 'steps-incomplete', step: 'billing-profile' });
  });

  it('asks for the consents that apply, then checks out', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ consentThirdPartyRequired: true }))
      .emit('steps/user-step-set', { step: 'recapitulation' });
    expect(finishDecision(s.state)).toEqual({ kind: 'consents', missing: ['terms', 'thirdParty'] });
    s.emit('checkout/consent-set', { consent: 'terms', value: true });
    expect(finishDecision(s.state)).toEqual({ kind: 'consents', missing: ['thirdParty'] });
    s.emit('checkout/consent-set', { consent: 'thirdParty', value: true });
    expect(finishDecision(s.state)).toEqual({ kind: 'checkout' });
  });

  it('never asks for third-party consent in the Swedish workflow', () => {
    const cart = buildCompleteCart({ consentThirdPartyRequired: true, domainProfile: buildDomainProfile() });
    const s = session()
      .boot({ workflow: 2 })
      .received(cart)
      .emit('steps/user-step-set', { step: 'recapitulation' });
    expect(consentView(s.state).thirdPartyShown).toBe(false);
    s.emit('checkout/consent-set', { consent: 'terms', value: true });
    expect(finishDecision(s.state)).toEqual({ kind: 'checkout' });
  });

  it('ignores clicks while a checkout is in progress', () => {
    const s = session().boot().received(buildCompleteCart()).emit('checkout/started', { commandId: 'c' });
    expect(checkoutInProgress(s.state)).toBe(true);
    expect(finishDecision(s.state)).toEqual({ kind: 'busy' });
  });
});

describe('the order view', () => {
  it('shows the finish button only once service settings are complete', () => {
    const item = buildItem({ mandatoryEditableProperties: ['name'], properties: { name: 'vps01' } });
    const s = session()
      .boot()
      .received(buildCompleteCart({ items: [item] }))
      .emit('steps/user-step-set', { step: 'service-settings' });
    expect(finishVisible(s.state)).toBe(false);
    s.emit('steps/next-requested', {});
    expect(finishVisible(s.state)).toBe(true);
  });

  it('is busy while the cart reloads or a quick order runs', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('cart/command-started', { command: 'reload-configuration', commandId: 'c1' });
    expect(orderBusy(s.state)).toBe(true);
    s.received(buildCompleteCart(), 'reload-configuration', 'c1');
    expect(orderBusy(s.state)).toBe(false);
    s.emit('cart/command-started', { command: 'update-item', itemId: 'item-1', commandId: 'c2' });
    expect(orderBusy(s.state)).toBe(false);
  });

  it('shows done steps with a summary, the current one open and a passed incomplete one as an issue', () => {
    const s = session()
      .boot()
      .received(buildCart({ user, paymentOption: transferPayment }))
      .emit('steps/user-step-set', { step: 'recapitulation' });
    const views = Object.fromEntries(orderStepViews(s.state).map((v) => [v.step, v]));
    expect(views.cart).toMatchObject({ done: true, summarised: true, active: false });
    expect(views['billing-profile']).toMatchObject({ done: false, issue: true, summarised: true });
    expect(views.recapitulation).toMatchObject({ current: true, active: true });
    s.emit('ui/edit-mode-set', { step: 'payment-method' });
    const editing = Object.fromEntries(orderStepViews(s.state).map((v) => [v.step, v]));
    expect(editing['payment-method']).toMatchObject({ editing: true, active: true });
    expect(editing.recapitulation?.active).toBe(false);
  });

  it('numbers the steps as the stepper does, leaving out billing in the Swedish workflow', () => {
    const s = session().boot({ workflow: 2 }).received(buildCompleteCart());
    expect(orderStepViews(s.state).map((v) => [v.step, v.number])).toEqual([
      ['cart', 1],
      ['domain-profile', 2],
      ['billing-profile', null],
      ['payment-method', 3],
      ['recapitulation', 4],
    ]);
  });

  it('knows when every domain names its own domain profile', () => {
    const own = (d: string) =>
      buildDomainItem(d, {
        optionalEditableProperties: ['domainProfileId'],
        properties: { domain: d, tld: 'sk', domainProfileId: 4 },
      });
    expect(domainProfilesAllExplicit(buildCart({ items: [own('a.sk'), own('b.sk')] }))).toBe(true);
    const plain = buildDomainItem('c.sk', { optionalEditableProperties: ['domainProfileId'] });
    expect(domainProfilesAllExplicit(buildCart({ items: [own('a.sk'), plain] }))).toBe(false);
    expect(domainProfilesAllExplicit(buildCart({ items: [buildItem()] }))).toBe(false);
  });
});
