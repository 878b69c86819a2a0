/**
 * Whether the customer is leaving the page: from `beforeunload` (a reload, a typed address, a link
 * out) until the page shows again. The browser cuts the requests still in flight then; the API
 * client records them as aborts, so neither the customer nor the console's "Next error" sees a
 * network failure that was only a page change.
 *
 * A `beforeunload` that does not end in leaving (a download link, a cancelled prompt) is forgotten
 * after `settleMs`, so later real failures are reported as failures.
 */
type LeavingWindow = Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'>;

export function pageLeaving(win: LeavingWindow, settleMs = 10_000): () => boolean {
  let leaving = false;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const stay = () => {
    leaving = false;
    win.clearTimeout(timer);
  };
  win.addEventListener('beforeunload', () => {
    leaving = true;
    win.clearTimeout(timer);
    timer = win.setTimeout(stay, settleMs);
  });
  win.addEventListener('pagehide', () => {
    leaving = true;
    win.clearTimeout(timer);
  });
  win.addEventListener('pageshow', stay);
  return () => leaving;
}
