/**
 * Handing a re-run to the next page load: a live re-run needs a fresh session (new log, the
 * recording's config, its start page), so the dashboard stores the plan in sessionStorage and
 * loads the start page; boot takes the plan back exactly once (dev-boot.ts). A plan too large for
 * the storage is refused with a message key and nothing changes.
 */
import type { KeyValueStorage } from '../src/effects/deps';
import { parsePlan, type RerunPlan } from './rerun-plan';
import { RERUN_KEY } from './session-keys';

export interface RerunRequestPorts {
  storage: KeyValueStorage;
  /** Full-page navigation (`location.assign`). */
  assign(url: string): void;
}

export type RerunRequest = { ok: true } | { ok: false; messageKey: string };

export function requestRerun(plan: RerunPlan, ports: RerunRequestPorts): RerunRequest {
  try {
    ports.storage.setItem(RERUN_KEY, JSON.stringify(plan));
  } catch {
    return { ok: false, messageKey: 'devtools.rerun.too_large' };
  }
  ports.assign(plan.startUrl);
  return { ok: true };
}

/** The pending plan, removed from the storage so a later reload is an ordinary boot. */
export function takeRerun(storage: KeyValueStorage): RerunPlan | null {
  const text = storage.getItem(RERUN_KEY);
  if (text === null) return null;
  storage.removeItem(RERUN_KEY);
  return parsePlan(text);
}
