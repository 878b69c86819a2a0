/**
 * The what-if branch trusts projections/model-reads.ts: a model is re-run only when its own slice or
 * a path it declares differs. So every read a model makes of another slice must be declared. Each
 * model here runs with the other slices watched, over random sessions, the committed recorded
 * session and the scenario runs of a workflow-1 and a workflow-2 company (checkout, profiles,
 * sign-up, tutorial, domain checker), and any read outside its declaration fails the test.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { nextSlice, routedModels, type ModelName } from '../../projections/fold';
import { readsOf } from '../../projections/model-reads';
import { initialState, type AppState } from '../../projections/state';
import { Scenario } from '../../fixtures/scenarios/format';
import { loadScenarios } from '../scenarios/load-scenarios';
import { runScenario } from '../scenarios/run-scenario';
import { eventSequence } from '../support/arbitraries';

type Reads = Map<ModelName, Set<string>>;

/** A view of one slice that notes every key read (`*` for a read of the whole slice). */
function watchedSlice(slice: object, name: string, noted: Set<string>): object {
  const note = (key: string | symbol) => noted.add(`${name}.${typeof key === 'string' ? key : '*'}`);
  return new Proxy(slice, {
    get: (target, key) => (note(key), Reflect.get(target, key) as unknown),
    has: (target, key) => (note('*' as never), Reflect.has(target, key)),
    ownKeys: (target) => (note(Symbol('*')), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
  });
}

/** The state as one model sees it: its own slice as it is, every other slice watched. */
function watchedRoot(state: AppState, own: ModelName, noted: Set<string>): AppState {
  // A copy: a proxy of a frozen object must give its very properties, not watched views of them.
  return new Proxy(
    { ...state },
    {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof key !== 'string' || key === own) return value;
        if (typeof value === 'object' && value !== null) return watchedSlice(value, key, noted);
        noted.add(key);
        return value;
      },
      ownKeys: (target) => (noted.add('*'), Reflect.ownKeys(target)),
    },
  );
}

/** Folds as the fold does (routed models in fold order, each seeing what earlier ones wrote), watched. */
function foldWatched(events: readonly AppEvent[], reads: Reads): void {
  let state = initialState;
  for (const event of events) {
    if (event.type === 'session/segment-started') {
      state = initialState;
      continue;
    }
    for (const name of routedModels(event.type)) {
      let noted = reads.get(name);
      if (!noted) reads.set(name, (noted = new Set()));
      const next: unknown = nextSlice(name, watchedRoot(state, name, noted), event);
      if (next !== state[name]) state = { ...state, [name]: next };
    }
  }
}

function undeclared(reads: Reads): string[] {
  const found: string[] = [];
  for (const [name, noted] of reads) {
    const declared = new Set(readsOf(name).map(({ slice, key }) => `${slice}.${key}`));
    for (const path of noted) if (!declared.has(path)) found.push(`${name} reads ${path}`);
  }
  return found.sort();
}

describe('the reads each model declares', () => {
  it('cover every read of another slice in random sessions', () => {
    const reads: Reads = new Map();
    fc.assert(
      fc.property(eventSequence(80), (events) => foldWatched(events, reads)),
      { numRuns: 300 },
    );
    expect(undeclared(reads)).toEqual([]);
    // The watch itself works: the steps model is seen reading the cart it derives progress from.
    expect(reads.get('steps')).toContain('cart.load');
  });

  it('cover every read in the recorded session and in the scenario runs', { timeout: 120_000 }, async () => {
    const reads: Reads = new Map();
    const recorded = Scenario.parse(
      JSON.parse(
        readFileSync(
          new URL('../../fixtures/scenarios/recorded/sk-ws.card-failed.json', import.meta.url),
          'utf8',
        ),
      ),
    );
    const scenarios = [
      recorded,
      ...loadScenarios()
        .map(({ scenario }) => scenario)
        .filter((s) => s.company === 'sk-ws' || s.company === 'se-ws'),
    ];
    let folded = 0;
    for (const scenario of scenarios) {
      const run = await runScenario(scenario);
      for (const page of run.pages) {
        foldWatched(page.events, reads);
        folded += page.events.length;
      }
    }
    expect(scenarios.length).toBeGreaterThan(20);
    expect(folded).toBeGreaterThan(scenarios.length * 10);
    // Reads only checkout-related sessions make: the checkout model reads the step being left.
    expect(reads.get('checkout')).toContain('steps.userStep');
    expect(undeclared(reads)).toEqual([]);
  });
});
