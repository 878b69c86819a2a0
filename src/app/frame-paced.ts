/**
 * Coalesces store notifications to one per animation frame (issue 24, decision 071). A view fed by
 * a stream (the domain checker's results) would otherwise re-render once per streamed element,
 * several times in a frame that the browser paints once: on a slow phone those renders filled the
 * main thread, and the rows showed in clumps. Paced, each frame renders what has arrived since the
 * last one, once, in the frame's animation callbacks, so it is painted in that same frame. A hidden
 * page gets no animation frames: there a timer stands in, so the view is current when shown.
 */
const HIDDEN_PAGE_DELAY_MS = 100;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function frameNotifier(onChange: () => void): { notify(): void; cancel(): void } {
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    cancel();
    onChange();
  };
  function cancel() {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
  }
  return {
    notify() {
      if (frame !== null || timer !== null) return;
      if (typeof requestAnimationFrame === 'function' && !pageHidden()) frame = requestAnimationFrame(fire);
      else timer = setTimeout(fire, HIDDEN_PAGE_DELAY_MS);
    },
    cancel,
  };
}
