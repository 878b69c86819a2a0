/**
 * Handing a live re-run on to its next page load (decision 033). A recording of several page loads
 * is re-run part by part: a page load the customer started (a reload, a typed URL) the re-run starts
 * itself once the part before is done; one the app caused (the payment gateway, login) starts when
 * the app leaves, at the recorded return instead of the site it left for. Either way the plan of the
 * next part is written for the next boot exactly once, also when the page is left some other way
 * (the mock login page leaves by itself). Kept apart from rerun-plan.ts so boot loads no more than
 * this when a re-run is pending.
 */
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import type { RerunPlan } from './rerun-plan';
import { RERUN_KEY } from '../session/session-keys';

/** The plan of the next page load of a re-run (the recorded return), or null after the last. */
export function continuedPlan(plan: RerunPlan): RerunPlan | null {
  const [next, ...rest] = plan.next;
  if (!next) return null;
  const stepsBefore = (plan.stepsBefore ?? 0) + plan.steps.length;
  return { ...plan, ...next, part: plan.part + 1, stepsBefore, next: rest };
}

export interface RerunHandoff {
  /** Writes the next part's plan (once) and gives its start page; null after the last part or once done. */
  handOn(): string | null;
  /** This part ended here (compared): leaving now hands nothing on. */
  finish(): void;
}

export function rerunHandoff(plan: RerunPlan, storage: KeyValueStorage): RerunHandoff {
  let done = false;
  return {
    handOn() {
      if (done) return null;
      done = true;
      const next = continuedPlan(plan);
      if (!next) return null;
      storage.setItem(RERUN_KEY, JSON.stringify(next));
      return next.startUrl;
    },
    finish() {
      done = true;
    },
  };
}
