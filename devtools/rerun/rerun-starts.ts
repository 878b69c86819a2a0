/**
 * Which page loads of a re-run the re-run starts itself (decision 033): one the customer started (a
 * reload, a typed URL) it starts once the part before is done; one the app caused (the payment
 * gateway, login) starts when the app leaves. Kept apart so that both the plan (rerun-plan.ts, which
 * marks each part) and the hand-on (rerun-handoff.ts, which boot loads when a re-run is pending) read
 * it without importing each other.
 */

const BY_CUSTOMER: ReadonlySet<string> = new Set([
  'first-load',
  'reload',
  'typed-url',
  'link',
  'back-forward',
]);

/** Whether the customer started this page load themselves (the re-run has to start it). */
export const startedByCustomer = (reason: string) => BY_CUSTOMER.has(reason);

/** Whether the re-run starts this page load itself (else the app's leaving the page before starts it). */
export const startsItself = (part: { reason: string; startsItself?: boolean }) =>
  part.startsItself ?? startedByCustomer(part.reason);
