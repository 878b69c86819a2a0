/**
 * Scrolling in the order view: to a step in edit mode after 500 ms (only the last asked), to a
 * missing consent at once, and to the first invalid field of a refused profile form.
 */
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { stepScrollEffect } from '../../src/effects/steps/scroll';
import { harness } from '../support/effect-harness';

function setup() {
  const h = harness({});
  const scrolled: [string, number][] = [];
  const focused: string[] = [];
  h.browser.scrollToElement = (id, offset, options) => {
    scrolled.push([id, offset]);
    if (options?.focus) focused.push(id);
  };
  const time = new VirtualTimeScheduler();
  h.deps.scheduler = time;
  stepScrollEffect(h.deps);
  return { h, time, scrolled, focused };
}

describe('scrolling in the order view', () => {
  it('scrolls to the step in edit mode after 500 ms, with the billing profile further down', () => {
    const { h, time, scrolled } = setup();
    h.log.append('ui/edit-mode-set', { step: 'billing-profile' });
    time.flush();
    expect(scrolled).toEqual([['order-step-billing-profile', 500]]);
    expect(time.now()).toBe(500);
  });

  it('scrolls only to the last step asked for within the delay, and not for leaving edit mode', () => {
    const { h, time, scrolled } = setup();
    h.log.append('ui/edit-mode-set', { step: 'billing-profile' });
    h.log.append('ui/edit-mode-set', { step: 'payment-method' });
    h.log.append('ui/edit-mode-set', { step: null });
    h.log.append('cart/load-requested', { reason: 'x' });
    time.flush();
    expect(scrolled).toEqual([['order-step-payment-method', 250]]);
  });

  it('scrolls to the missing consent of a held-back finish at once', () => {
    const { h, time, scrolled } = setup();
    h.log.append('checkout/blocked', { reason: 'consents', missing: ['terms'] });
    time.flush();
    expect(scrolled).toEqual([['consent-terms', 250]]);
    expect(time.now()).toBe(0);
  });

  it('scrolls to and focuses the terms consent of a refused sign-up, once its messages show', () => {
    const { h, time, scrolled, focused } = setup();
    h.log.append('profiles/form-rejected', { form: 'signup', fields: ['terms'] });
    time.flush();
    expect(scrolled).toEqual([['signup-terms', 250]]);
    expect(focused).toEqual(['signup-terms']);
    expect(time.now()).toBe(300);
  });

  it('takes the first invalid sign-up field in page order, the second address before the terms', () => {
    const { h, time, focused } = setup();
    h.log.append('profiles/form-rejected', { form: 'signup', fields: ['terms'] });
    h.log.append('profiles/form-rejected', { form: 'signup-other', fields: ['street', 'city'] });
    time.flush();
    h.log.append('profiles/form-rejected', { form: 'signup', fields: ['password', 'street', 'terms'] });
    h.log.append('profiles/form-rejected', { form: 'signup-other', fields: ['street'] });
    time.flush();
    h.log.append('profiles/form-rejected', { form: 'signup', fields: [] });
    h.log.append('profiles/form-rejected', { form: 'signup-other', fields: ['phone'] });
    time.flush();
    expect(focused).toEqual(['signup-other-street', 'signup-password', 'signup-other-phone']);
  });

  it('scrolls to and focuses the first invalid field of a refused billing or domain-profile form', () => {
    const { h, time, scrolled, focused } = setup();
    h.log.append('profiles/form-rejected', { form: 'billing', fields: ['street', 'city'] });
    time.flush();
    h.log.append('profiles/form-rejected', { form: 'domain-edit', fields: ['passport'] });
    time.flush();
    expect(scrolled).toEqual([
      ['billing-street', 250],
      ['domain-edit-passport', 250],
    ]);
    expect(focused).toEqual(['billing-street', 'domain-edit-passport']);
  });

  it('does not scroll for a rejection that names no field', () => {
    const { h, time, scrolled } = setup();
    h.log.append('profiles/form-rejected', { form: 'domain', fields: [] });
    time.flush();
    expect(scrolled).toEqual([]);
  });
});
