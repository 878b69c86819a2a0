/**
 * Waiting for the effects between two gestures of a scenario, without waiting for the wall clock:
 * the event loop turns (promises, msw's handling of fetches, delay-0 work) until the log has been
 * quiet for a few turns and every request in flight is one the provider holds on virtual time;
 * then time moves to the next timer that is due, and so on up to the next gesture.
 */
import type { EventLog } from '../../events/log';
import type { AppState } from '../../projections/state';
import type { VirtualTime } from './virtual-time';

/** Real time one settle may take before the run is declared stuck. */
const SETTLE_LIMIT_MS = 15_000;
/** Event-loop turns without a new event that count as quiet. */
const QUIET_TURNS = 3;

export interface Settler {
  /** Resolves true once settled, false (and a problem) when the effects never settle. */
  settle(when: string): Promise<boolean>;
  /** Fires the timers due up to `t` in order (and those they schedule), settling after each. */
  runTimersUntil(t: number, when: string): Promise<boolean>;
}

export function settler(
  log: EventLog,
  time: VirtualTime,
  state: () => AppState,
  problems: string[],
): Settler {
  const settled = () => {
    const inFlight = state().api.inFlight.length;
    const running = state().cartCommands.running.length > 0;
    // A running cart command is fine only while its request is held (not about to send the next one).
    return inFlight === time.held && (!running || time.held > 0);
  };

  async function settle(when: string): Promise<boolean> {
    const started = performance.now();
    let size = -1;
    let quiet = 0;
    while (performance.now() - started < SETTLE_LIMIT_MS) {
      time.runDue();
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (log.size !== size) {
        size = log.size;
        quiet = 0;
      } else if (++quiet >= QUIET_TURNS && settled()) return true;
    }
    const inFlight = state().api.inFlight.join(', ') || 'none';
    problems.push(
      `${when}: the effects did not settle within ${SETTLE_LIMIT_MS} ms (in flight: ${inFlight})`,
    );
    return false;
  }

  async function runTimersUntil(t: number, when: string): Promise<boolean> {
    for (let next = time.nextDue(); next !== null && next <= t; next = time.nextDue()) {
      time.moveTo(next);
      time.runDue();
      if (!(await settle(`${when}, timers at ${next} ms`))) return false;
    }
    return true;
  }

  return { settle, runTimersUntil };
}
