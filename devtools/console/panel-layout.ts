/**
 * Where the console panel sits and how big it is: docked at the bottom or on the right, its height
 * or width in pixels, remembered in localStorage (the console's own preference, never in the log).
 * Sizes are kept within what leaves the app usable: at least 40% of the viewport stays the app's,
 * and on a narrow screen (under 768 px) the panel docks at the bottom and takes at most half.
 */
export type PanelSide = 'bottom' | 'right';

export interface PanelLayout {
  side: PanelSide;
  /** Height (bottom) or width (right), px. */
  size: number;
}

export const PANEL_LAYOUT_KEY = 'developer.panel';
const NARROW = 768;
const MIN = { bottom: 160, right: 280 } as const;
/** Keyboard resize steps, px. */
const STEP = 16;
const BIG_STEP = 80;

export interface Viewport {
  width: number;
  height: number;
}

export function sizeLimits(side: PanelSide, viewport: Viewport): { min: number; max: number } {
  const extent = side === 'bottom' ? viewport.height : viewport.width;
  const share = viewport.width < NARROW ? 0.5 : 0.6;
  const max = Math.max(MIN[side], Math.floor(extent * share));
  return { min: Math.min(MIN[side], max), max };
}

/** The layout actually used in this viewport (narrow screens dock at the bottom). */
export function fitLayout(layout: PanelLayout, viewport: Viewport): PanelLayout {
  const side = viewport.width < NARROW ? 'bottom' : layout.side;
  const { min, max } = sizeLimits(side, viewport);
  const size = side === layout.side ? layout.size : defaultSize(side, viewport);
  return { side, size: Math.round(Math.max(min, Math.min(max, size))) };
}

export function defaultSize(side: PanelSide, viewport: Viewport): number {
  return side === 'bottom'
    ? Math.round(viewport.height * 0.45)
    : Math.round(Math.min(560, viewport.width * 0.4));
}

export function readLayout(storage: Pick<Storage, 'getItem'>, viewport: Viewport): PanelLayout {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(PANEL_LAYOUT_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const record = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const side: PanelSide = record.side === 'right' ? 'right' : 'bottom';
  const size =
    typeof record.size === 'number' && Number.isFinite(record.size)
      ? record.size
      : defaultSize(side, viewport);
  return { side, size };
}

export function writeLayout(storage: Pick<Storage, 'setItem'>, layout: PanelLayout): void {
  try {
    storage.setItem(PANEL_LAYOUT_KEY, JSON.stringify(layout));
  } catch {
    // a full or refused storage only loses the preference
  }
}

/** The size after a key on the separator, or null for a key it does not handle. */
export function resizeByKey(
  layout: PanelLayout,
  key: string,
  shift: boolean,
  viewport: Viewport,
): number | null {
  const step = shift ? BIG_STEP : STEP;
  const { min, max } = sizeLimits(layout.side, viewport);
  const grow = layout.side === 'bottom' ? 'ArrowUp' : 'ArrowLeft';
  const shrink = layout.side === 'bottom' ? 'ArrowDown' : 'ArrowRight';
  const next =
    key === grow
      ? layout.size + step
      : key === shrink
        ? layout.size - step
        : key === 'Home'
          ? min
          : key === 'End'
            ? max
            : null;
  return next === null ? null : Math.max(min, Math.min(max, next));
}
