/**
 * The spec's scroll timing for the scroll effect (§9: delay 500 ms, top offset 500 for the billing
 * profile and 250 otherwise). The ids of the elements it scrolls to are shared with the views that
 * render them: src/shared/element-ids.ts.
 */
import type { StepName } from '../../../events/contract/scalars';

export const SCROLL_DELAY_MS = 500;
/** The "otherwise" offset of §9, for a single field or consent rather than a whole step. */
export const FIELD_SCROLL_OFFSET = 250;
/** §9 "scroll-into-view 300 ms": a refused form's messages have rendered (and moved the page) by then. */
export const SCROLL_INTO_VIEW_MS = 300;

export function stepScrollOffset(step: StepName): number {
  return step === 'billing-profile' ? 500 : 250;
}
