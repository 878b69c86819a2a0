/**
 * When the app's first render is on screen (decision 086): the root's first commit, then the next
 * frame's paint. Boot starts the deferred effects after it (src/effects/runtime/browser-effects.ts),
 * so nothing they fetch (the domain check that `?qd=` starts) changes the store during the first
 * render, which is a transition: a change under it made React render it again, blocking, and the
 * streamed rows came with it, together, after the stream. Bounded: a page without frames (hidden)
 * lets the effects start at most `FIRST_PAINT_WAIT_MS` after the commit, a first render that never
 * commits `FIRST_COMMIT_WAIT_MS` after boot asked.
 */
import { useLayoutEffect, type ReactNode } from 'react';

export const FIRST_PAINT_WAIT_MS = 1000;
export const FIRST_COMMIT_WAIT_MS = 10_000;

export interface FirstPaint {
  /** Settles after the first commit's paint, else at the latest of the bounds above. */
  painted: Promise<void>;
  /** Called by `FirstCommit` when the root commits (only the first call counts). */
  committed(): void;
}

type Timers = Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'document'>;

export function firstPaint(win: Timers): FirstPaint {
  let resolve: () => void = () => undefined;
  const painted = new Promise<void>((r) => (resolve = r));
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    win.clearTimeout(bound);
    resolve();
  };
  let bound = win.setTimeout(settle, FIRST_COMMIT_WAIT_MS);
  let seen = false;
  return {
    painted,
    committed() {
      if (seen || settled) return;
      seen = true;
      win.clearTimeout(bound);
      bound = win.setTimeout(settle, FIRST_PAINT_WAIT_MS);
      if (win.document.visibilityState === 'hidden') win.setTimeout(settle, 0);
      // the frame after the commit paints it; its callbacks run before that paint, so a task after
      // them runs once it is on screen
      else win.requestAnimationFrame(() => win.setTimeout(settle, 0));
    },
  };
}

/** Renders its children and reports the first commit that contains them. */
export function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}
