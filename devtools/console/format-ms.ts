/**
 * The console's one way of writing a time or a duration, so the timeline, the detail and the API
 * rows agree on it.
 */

/** Milliseconds with one decimal (0.1 ms), as the timeline shows times and durations. */
export function formatMs(ms: number): string {
  return (Math.round(ms * 10) / 10).toFixed(1);
}
