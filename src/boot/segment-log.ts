/**
 * The log as the effects see it when the tab's recording brought earlier page loads (decision 033):
 * `all()` is this page load's segment only, so an effect that reads the log at its start (where the
 * customer is, the cart it holds, whether the order view was entered) decides as on a fresh page,
 * as it did before recordings spanned page loads. `size` and `seq` stay the whole log's, so an
 * append's seq is still `size`. `recording()` is every segment (what an error report sends).
 */
import type { AppEvent } from '../../events/envelope';
import type { EventLog } from '../../events/log';
import type { EffectLog } from '../effects/runtime/deps';

export function segmentLog(log: EventLog, from: number): EffectLog {
  if (from === 0) return log;
  let cached: readonly AppEvent[] = [];
  let cachedSize = -1;
  return {
    events$: log.events$,
    append: log.append.bind(log) as EffectLog['append'],
    all() {
      if (cachedSize !== log.size) {
        cached = log.all().slice(from);
        cachedSize = log.size;
      }
      return cached;
    },
    last: () => log.last(),
    get size() {
      return log.size;
    },
    recording: () => log.all(),
  };
}
