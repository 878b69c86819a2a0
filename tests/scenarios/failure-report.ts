/**
 * What a failed scenario leaves behind for a developer: the event log up to the failure, one line
 * per event (seq, time, type, a short payload), and the session file in
 * `test-results/scenarios/<id>.session.json`, which the developer console imports to step through
 * the run. A run of several page sessions prints each page's log and writes one file per page
 * (`<id>.page-<n>.session.json` for the pages before the last).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppEvent } from '../../events/envelope';
import { createSessionFile, serializeSession } from '../../events/session-file';
import type { Scenario } from '../../fixtures/scenarios/format';
import type { PageRun } from './run-scenario';

export const SCENARIO_RESULTS_DIR = join(process.cwd(), 'test-results', 'scenarios');
const PAYLOAD_CHARS = 140;

export function scenarioId(scenario: Scenario): string {
  return scenario.id ?? `${scenario.company}.${scenario.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function logLines(events: readonly AppEvent[]): string[] {
  return events.map((e) => {
    const payload = JSON.stringify(e.payload) ?? '';
    const short = payload.length > PAYLOAD_CHARS ? `${payload.slice(0, PAYLOAD_CHARS)}…` : payload;
    return `${String(e.seq).padStart(4)} ${String(e.at).padStart(7)}ms ${e.type} ${short}`;
  });
}

/** Writes the session file of a run (or of one of its pages, `suffix` `.page-1`) and returns its path. */
export function writeSessionFile(scenario: Scenario, events: readonly AppEvent[], suffix = ''): string {
  const booted = events.find((e) => e.type === 'app/booted');
  if (booted?.type !== 'app/booted') throw new Error('the run has no app/booted event');
  const file = createSessionFile({
    exportedAt: new Date().toISOString(),
    buildId: `scenario ${scenarioId(scenario)}`,
    company: scenario.company,
    config: booted.payload.config,
    events: [...events],
  });
  mkdirSync(SCENARIO_RESULTS_DIR, { recursive: true });
  const path = join(SCENARIO_RESULTS_DIR, `${scenarioId(scenario)}${suffix}.session.json`);
  writeFileSync(path, serializeSession(file));
  return path;
}

/** The message a failed scenario's test fails with: what went wrong, the logs, where the sessions are. */
export function failureReport(scenario: Scenario, problems: string[], pages: readonly PageRun[]): string {
  const several = pages.length > 1;
  const logs = pages.flatMap((page, i) => {
    const last = i === pages.length - 1;
    const session = writeSessionFile(scenario, page.events, last ? '' : `.page-${i + 1}`);
    return [
      several
        ? `Page ${i + 1} (opened at ${page.landedAt}), event log${last ? ' up to the failure' : ''}:`
        : 'Event log up to the failure:',
      ...logLines(page.events),
      '',
      `Session file (load it in the developer console): ${session}`,
      '',
    ];
  });
  return [
    `${scenario.company} — ${scenario.name}: ${problems.length} problem(s)`,
    ...problems.map((p) => `  ✗ ${p}`),
    '',
    ...logs,
  ].join('\n');
}
