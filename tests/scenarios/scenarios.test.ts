/**
 * The scenario set (issue 6): one test per fixture in fixtures/scenarios/, named `<company> —
 * <title>`, each run through the real effects against the mock provider (run-scenario.ts) and
 * checked against its expectations. A failure prints the event log and writes the session file.
 * At the end: the company × scenario table and the total time (printed, never asserted), and the
 * results kept for `generate.ts --doc`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allTemplates, buildScenarioSet } from '../../fixtures/scenarios/all-templates';
import { grid, textTable, type ScenarioResult } from '../../fixtures/scenarios/summary-table';
import { checkExpectations } from './check-expectations';
import { SCENARIO_RESULTS_DIR, failureReport, scenarioId } from './failure-report';
import { loadScenarios } from './load-scenarios';
import { runScenario } from './run-scenario';

const SCENARIO_TIMEOUT_MS = 60_000;
const RESULTS_FILE = join(SCENARIO_RESULTS_DIR, 'results.json');
const scenarios = loadScenarios();
const results: ScenarioResult[] = [];
const started = performance.now();

/** This run's results over the last ones (a filtered run updates its rows only). */
function mergedResults(): ScenarioResult[] {
  const ids = new Set(scenarios.map(({ scenario }) => scenarioId(scenario)));
  const ran = new Set(results.map((r) => r.id));
  const earlier = existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as ScenarioResult[])
    : [];
  return [...earlier.filter((r) => ids.has(r.id) && !ran.has(r.id)), ...results];
}

describe('scenarios', () => {
  it('keeps the committed fixtures equal to what their templates generate', () => {
    const loaded = new Map(scenarios.map(({ scenario }) => [scenario.id, scenario]));
    for (const generated of buildScenarioSet().scenarios) {
      expect(loaded.get(generated.id), `${generated.id} (run fixtures/scenarios/generate.ts)`).toEqual(
        generated,
      );
    }
  });

  for (const { scenario } of scenarios) {
    it(`${scenario.company} — ${scenario.name}`, { timeout: SCENARIO_TIMEOUT_MS }, async () => {
      const t0 = performance.now();
      const run = await runScenario(scenario);
      const problems = checkExpectations(scenario, run);
      results.push({
        id: scenarioId(scenario),
        company: scenario.company,
        name: scenario.name,
        passed: problems.length === 0,
        ms: Math.round(performance.now() - t0),
      });
      if (problems.length > 0) expect.fail(failureReport(scenario, problems, run.pages));
    });
  }

  afterAll(() => {
    if (results.length === 0) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const passed = results.filter((r) => r.passed).length;
    const table = textTable(
      grid(
        results,
        allTemplates.map((t) => t.key),
        buildScenarioSet().unreachable,
      ),
    );
    console.log(`\n${table}\n\n${passed} of ${results.length} scenarios passed in ${seconds} s\n`);
    mkdirSync(SCENARIO_RESULTS_DIR, { recursive: true });
    writeFileSync(RESULTS_FILE, JSON.stringify(mergedResults(), null, 1));
  });
});
