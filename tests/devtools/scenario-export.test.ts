/**
 * Export as scenario: a recorded session becomes a fixture of fixtures/scenarios/format.ts that the
 * scenario schema accepts, with the intents in order, every reply numbered by occurrence, and the
 * outcome the fold reached (thank-you key, messages shown).
 */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../fixtures/scenarios/format';
import { toScenario } from '../../devtools/session/scenario-export';
import { recordedSession } from './support/recorded';

describe('export as scenario', () => {
  const s = recordedSession();
  s.emit('messages/shown', {
    path: 'general',
    message: { translationKey: 'payment.card_failed', type: 'error' },
  });
  const scenario = toScenario(
    { company: 'sk-ws', workflow: 1, locale: 'sk-SK', events: s.log.all() },
    'card fails',
  );

  it('is a valid scenario fixture', () => {
    expect(Scenario.safeParse(JSON.parse(JSON.stringify(scenario))).success).toBe(true);
  });

  it('keeps the intents in order with their time, and no facts', () => {
    expect(scenario.intents.map((i) => i.type)).toEqual(['cart/item-add-requested', 'nav/requested']);
    expect(scenario.intents[0]?.at).toBe(20);
  });

  it('starts where the recorded page opened, or on the cart when it never saw a location', () => {
    expect(scenario.startPath).toBe('/checkout');
    const unplaced = toScenario(
      {
        company: 'sk-ws',
        workflow: 1,
        locale: 'sk-SK',
        events: s.log.all().filter((e) => e.type !== 'nav/changed'),
      },
      'no location',
    );
    expect(unplaced.startPath).toBeUndefined();
  });

  it('records the outcome: no thank-you, the error message shown', () => {
    expect(scenario.expected).toEqual({
      thankYouKey: null,
      messages: [{ path: 'general', translationKey: 'payment.card_failed' }],
    });
    expect(scenario.replies).toHaveLength(3);
  });

  it('of a recording of several page loads is the last one, its replies numbered within it', () => {
    const segment = (n: number) => ({
      seq: 0,
      at: 0,
      v: 1,
      type: 'session/segment-started' as const,
      payload: {
        reason: 'reload' as const,
        url: '/checkout',
        segment: n,
        droppedSegments: 0,
        droppedEvents: 0,
      },
    });
    const once = s.log.all();
    const events = [segment(1), ...once, segment(2), ...once].map((e, seq) => ({ ...e, seq }));
    const twice = toScenario({ company: 'sk-ws', workflow: 1, locale: 'sk-SK', events }, 'two loads');
    expect(twice.intents.map((i) => i.type)).toEqual(['cart/item-add-requested', 'nav/requested']);
    expect(twice.replies.map((r) => r.occurrence)).toEqual(scenario.replies.map((r) => r.occurrence));
  });
});
