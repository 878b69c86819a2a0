/**
 * The cart command registry (decision 073): every cart command a feature declares is what some
 * registered intent becomes (but the load, which the load effect runs), each registered intent is
 * an intent of the catalogue, and an intent two features claim is refused by name at load.
 */
import { describe, expect, it } from 'vitest';
import { cartCommandNames } from '../../events/catalogue/cart-commands';
import { catalogue, isEventType, type EventType } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { commandFor, mergeCartCommandRunners } from '../../src/effects/cart/command';
import { cartExtrasCommands } from '../../src/effects/cart-extras/commands';
import { cartCommandRunners } from '../../src/effects/runtime/core-effects';

const addRequest = { code: 'domain-sk', sellType: 'direct', period: 12, properties: { domain: 'a.sk' } };

/** Payloads of each registered intent; a new registration needs one here, or the first test fails. */
const samples: Partial<Record<EventType, readonly unknown[]>> = {
  'cart/reload-configuration-requested': [{}],
  'cart/validate-requested': [{}],
  'cart/item-add-requested': [{ request: addRequest }],
  'cart/bundle-add-requested': [{ items: [addRequest, addRequest] }],
  'cart/item-update-requested': [{ itemId: 'i1', changes: { period: 24 } }],
  'cart/item-remove-requested': [{ itemId: 'i1' }],
  'cart/item-upgrade-requested': [{ itemId: 'i1', request: { code: 'web-pro', period: 12, properties: {} } }],
  'cart-extras/note-committed': [{ note: 'Call me' }, { note: '   ' }],
  'cart-extras/coupon-add-requested': [{ code: ' SAVE10 ' }],
  'cart-extras/coupon-remove-requested': [{ code: 'SAVE10' }],
  'cart-extras/donation-requested': [{ donation: { customDonation: 5 } }],
  'cart-extras/donation-remove-requested': [{}],
  'cart-extras/quick-order-requested': [{}],
  'migration/assistance-committed': [{ assistance: true }],
  'payment/option-save-requested': [{ request: { groupId: 'card', optionId: null, recurrence: false } }],
  'profiles/billing-profile-chosen': [{ profileId: 1 }],
  'profiles/domain-profile-chosen': [{ profileId: 2 }],
};

function eventOf(type: EventType, payload: unknown): AppEvent {
  const parsed = catalogue[type].schema.parse(payload);
  return { v: 1, seq: 1, at: 0, type, payload: parsed } as unknown as AppEvent;
}

describe('the cart command registry', () => {
  it('makes every declared cart command but the load of some registered intent', () => {
    const made = new Set<string>();
    for (const type of Object.keys(cartCommandRunners)) {
      expect(isEventType(type) && catalogue[type].kind, type).toBe('intent');
      const payloads = samples[type as EventType];
      expect(payloads, `a sample payload of ${type}`).toBeDefined();
      for (const payload of payloads ?? []) {
        const command = commandFor(cartCommandRunners, eventOf(type as EventType, payload));
        if (command) made.add(command.name);
      }
    }
    expect([...made].sort()).toEqual(cartCommandNames.filter((name) => name !== 'load').sort());
  });

  it('leaves an event no feature registered alone', () => {
    expect(commandFor(cartCommandRunners, eventOf('cart-extras/coupon-panel-toggled', { open: true }))).toBe(
      null,
    );
  });

  it('refuses an intent two features register, naming it', () => {
    expect(() => mergeCartCommandRunners([cartExtrasCommands, cartExtrasCommands])).toThrow(
      'cart-extras/note-committed',
    );
  });
});
