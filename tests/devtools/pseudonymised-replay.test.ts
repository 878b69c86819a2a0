/**
 * A pseudonymised recording still replays (decision 037): scenarios are run as recordings (a
 * logged-in customer paying by card with saved profiles; address forms of Norway, Hungary, Sweden
 * and Slovakia filled with names, streets, postal codes and phones), their logs pseudonymised as an
 * export would, then re-folded (the console's determinism check, and the same outcome as the real
 * log: checkout, step, messages, every form's problems) and exported as scenarios that run again
 * through the real effects against the recorded, pseudonymised replies to the same outcome, every
 * form judged by the app's rules as the hand-made scenario expects it (its values aside).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDeterminism } from '../../devtools/state/replay';
import { toScenario } from '../../devtools/session/scenario-export';
import type { AppEvent } from '../../events/envelope';
import { pseudonymiseEvents } from '../../events/pseudonymise';
import { pseudonymiser } from '../../events/pseudonyms';
import { Scenario } from '../../fixtures/scenarios/format';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { formProblems } from '../../src/features/order/address/form-layout';
import { checkExpectations } from '../scenarios/check-expectations';
import { runScenario } from '../scenarios/run-scenario';

const read = (id: string) =>
  Scenario.parse(
    JSON.parse(readFileSync(new URL(`../../fixtures/scenarios/${id}.json`, import.meta.url), 'utf8')),
  );

/** What a re-fold must reach again: the checkout, the step, the messages and each form's problems. */
function outcome(state: AppState, scenario: Scenario, config: Parameters<typeof formProblems>[1]) {
  return {
    checkout: state.checkout.status,
    messages: Object.entries(state.messages.byPath).map(([path, list]) => [
      path,
      list.map((m) => m.translationKey),
    ]),
    forms: (scenario.expected.forms ?? []).map((f) =>
      formProblems(state, config, f.form, f.role, f.additional),
    ),
  };
}

/** The personal values the customer typed in the scenario (what must not survive the export). */
function typed(scenario: Scenario): string[] {
  const kept = new Set(['type', 'countryCode', 'companyId', 'taxId', 'vatId']);
  return scenario.intents.flatMap((i) => {
    const payload = i.payload as { field?: string; value?: unknown };
    const value = payload.value;
    return i.type === 'profiles/field-committed' &&
      typeof value === 'string' &&
      value.length > 3 &&
      !kept.has(payload.field ?? '')
      ? [value]
      : [];
  });
}

describe('a pseudonymised recording', () => {
  it.each([
    'sk-ws/checkout-card-success',
    'no-lp/address-registry-fields',
    'hu-ws/address-hungarian-rules',
    'se-ws/address-swedish-rules',
    'sk-ws/address-phone-prefixes',
  ])('%s re-folds and re-runs to the same outcome', { timeout: 120_000 }, async (id) => {
    const original = read(id);
    const recorded = await runScenario(original);
    expect(checkExpectations(original, recorded)).toEqual([]);
    const events: readonly AppEvent[] = recorded.events;
    const stood = pseudonymiseEvents(events, pseudonymiser(`salt of ${id}`));
    const text = JSON.stringify(stood);
    for (const value of typed(original)) expect(text, value).not.toContain(value);
    if (id === 'sk-ws/checkout-card-success') {
      // alice's saved profiles, from the replies
      expect(JSON.stringify(events)).toContain('Nováková');
      expect(text).not.toContain('Nováková');
    }

    // Re-folded: deterministic, and the same outcome as the real log.
    expect(checkDeterminism(stood)).toMatchObject({ deterministic: true });
    expect(outcome(foldAll(stood), original, recorded.config)).toEqual(
      outcome(foldAll(events), original, recorded.config),
    );

    // Exported as a scenario and run again against its recorded (pseudonymised) replies.
    const exported = toScenario(
      { company: original.company, workflow: original.workflow, locale: original.locale, events: stood },
      `${id} pseudonymised`,
    );
    const rerun = await runScenario(exported);
    expect(rerun.problems).toEqual([]);
    expect(outcome(rerun.state, original, rerun.config)).toEqual(
      outcome(recorded.state, original, recorded.config),
    );
    const expected = {
      ...original.expected,
      forms: original.expected.forms?.map(({ values: _values, ...form }) => form),
    };
    expect(checkExpectations({ ...exported, expected }, rerun)).toEqual([]);
  });
});
