/**
 * The entry's side of the cart's early paint (src/early-paint/cart-paint.ts, decisions 075 and 084):
 * what the customer saw before the app is an event like the rest, so a developer reading a session
 * knows the painted cart was on screen, when, and whether it went because the app showed a page or
 * because 10 s passed without one. The marker is taken off `window`, so a second boot cannot record
 * it again.
 */
import type { EventLog } from '../../events/log';
import { ENDED_EVENT, MARKER_KEY, type EarlyPaintMarker } from '../early-paint/marker';

function isMarker(value: unknown): value is EarlyPaintMarker {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.items === 'number' && typeof m.atMs === 'number';
}

/**
 * Appends `app/early-paint-shown` when the cart was painted early, and `app/early-paint-ended` when
 * the layer went (now, or when it goes: at most 10 s after it was shown, once).
 */
export function recordEarlyPaint(win: Window, log: Pick<EventLog, 'append'>): void {
  const holder = win as unknown as Record<string, unknown>;
  const marker = holder[MARKER_KEY];
  delete holder[MARKER_KEY];
  if (!isMarker(marker)) return;
  log.append('app/early-paint-shown', { items: marker.items, atMs: marker.atMs });
  const ended = () => {
    if (marker.ended)
      log.append('app/early-paint-ended', { reason: marker.ended.reason, atMs: marker.ended.atMs });
  };
  if (marker.ended) ended();
  else win.addEventListener(ENDED_EVENT, ended, { once: true });
}
