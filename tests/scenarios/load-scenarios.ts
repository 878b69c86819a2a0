/**
 * Reads every scenario fixture (`fixtures/scenarios/<company>/*.json`) and validates it against the
 * format, so a broken file fails loudly with its name instead of as a strange run.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { companyCodes } from '../../events/contract/scalars';
import { Scenario } from '../../fixtures/scenarios/format';

const DIR = fileURLToPath(new URL('../../fixtures/scenarios/', import.meta.url));

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
}

export function loadScenarios(dir = DIR): LoadedScenario[] {
  const loaded: LoadedScenario[] = [];
  for (const company of companyCodes) {
    const folder = join(dir, company);
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const name of readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = join(folder, name);
      const parsed = Scenario.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${relative(dir, file)}: ${z.prettifyError(parsed.error)}`);
      if (parsed.data.company !== company)
        throw new Error(`${relative(dir, file)}: company ${parsed.data.company} in the ${company} folder`);
      loaded.push({ file, scenario: parsed.data });
    }
  }
  return loaded;
}
