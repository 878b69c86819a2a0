/**
 * "Export as scenario" closes the loop (design.md "Export as scenario": a recorded failed order
 * becomes a fixture CI runs from then on): the scenario exported from a browser session whose card
 * payment failed (fixtures/scenarios/recorded/, exported by the console in
 * e2e/devtools-replay.spec.ts) runs in the scenario runner against a provider nobody seeded, and
 * the order fails the same way from the recorded replies alone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../fixtures/scenarios/format';
import { checkExpectations } from '../scenarios/check-expectations';
import { runScenario } from '../scenarios/run-scenario';

const file = new URL('../../fixtures/scenarios/recorded/sk-ws.card-failed.json', import.meta.url);

describe('a scenario exported from the developer console', () => {
  it('runs in the scenario runner and fails the card payment again', { timeout: 60_000 }, async () => {
    const scenario = Scenario.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(scenario.provider).toBeUndefined();
    const run = await runScenario(scenario);
    expect(run.problems).toEqual([]);
    expect(checkExpectations(scenario, run)).toEqual([]);
    expect(run.state.checkout.status).toMatchObject({
      status: 'done',
      messageKey: 'exception',
      exception: 'payment.card_failed',
    });
    const checkout = run.events.find(
      (e) => e.type === 'api/failed' && e.payload.error.key === 'payment.card_failed',
    );
    expect(checkout).toBeDefined();
  });
});
