/**
 * Windowing for the timeline: only the rows in (and just around) the viewport are rendered, so a
 * session of 100,000 events renders a few dozen rows. Rows have a fixed height.
 */
export const ROW_HEIGHT = 24;
export const VIEWPORT_HEIGHT = 480;
const OVERSCAN = 8;

export interface RowWindow {
  start: number;
  end: number;
  totalHeight: number;
}

export function rowWindow(
  count: number,
  scrollTop: number,
  viewport = VIEWPORT_HEIGHT,
  row = ROW_HEIGHT,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / row);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(viewport / row) + OVERSCAN);
  return { start, end, totalHeight: count * row };
}

/** The scrollTop that brings row `index` into view (unchanged when it already is). */
export function scrollToRow(
  index: number,
  scrollTop: number,
  viewport = VIEWPORT_HEIGHT,
  row = ROW_HEIGHT,
): number {
  const top = index * row;
  if (top < scrollTop) return top;
  if (top + row > scrollTop + viewport) return top + row - viewport;
  return scrollTop;
}
