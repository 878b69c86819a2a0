/**
 * The live re-run in the browser (design.md "Replay" (b)), started by boot in the fresh session a
 * re-run request loaded (dev-boot.ts): the recorded replies go in front of the mock provider's
 * MSW worker (a request no recording matches still reaches the mock provider), the driver
 * re-emits the intents through the real effects, and the session is compared with the recording.
 * Progress and result are the console's `rerun` signal, which the dashboard shows.
 */
import { getBrowserProvider } from '../fixtures/provider/browser';
import type { Store } from '../src/store/store';
import { consoleFor } from './console-model';
import { DEFAULT_DRIVER_OPTIONS, runRerun } from './rerun-driver';
import type { RerunPlan } from './rerun-plan';
import { replayHandlers } from './replay-handlers';
import { compareTraces, traceOf } from './rerun-trace';

/** Puts the recorded replies in front of the running mock provider; false when none runs. */
export function installReplies(plan: RerunPlan): boolean {
  const provider = getBrowserProvider();
  if (!provider) return false;
  provider.worker.use(...replayHandlers(plan.replies));
  return true;
}

export async function startRerun(plan: RerunPlan, store: Store, repliesInstalled: boolean): Promise<void> {
  const dev = consoleFor(store);
  const name = plan.name;
  if (!repliesInstalled) {
    dev.rerun.value = { status: 'failed', name, messageKey: 'devtools.rerun.no_provider' };
    return;
  }
  const total = plan.steps.length;
  dev.rerun.value = { status: 'running', name, done: 0, total };
  const report = await runRerun(
    plan,
    {
      log: store.log,
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      paused: () => store.cursor.value !== null,
    },
    {
      ...DEFAULT_DRIVER_OPTIONS,
      onStep: (done) => {
        dev.rerun.value = { status: 'running', name, done, total };
      },
    },
  );
  const comparison = compareTraces(plan.recorded, traceOf(store.log.all(), store.live.value));
  dev.rerun.value = { status: 'done', name, report, comparison };
}
