/**
 * Scrolling in the order view (spec §2, §5, §9): the step put in edit mode is scrolled to after
 * 500 ms (so its block has opened), so is the step a held-back finish sends the customer to, and a
 * finish held back for a missing consent scrolls to that consent's error at once.
 */
import { Subscription, filter, map, switchMap, timer } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import type { EffectDeps } from './deps';
import { SCROLL_DELAY_MS, consentElementId, stepElementId, stepScrollOffset } from './scroll-targets';

interface ScrollTarget {
  id: string;
  offset: number;
  delay: number;
}

export function scrollTargetFor(event: AppEvent): ScrollTarget | null {
  if (event.type === 'ui/edit-mode-set' && event.payload.step !== null) {
    const { step } = event.payload;
    return { id: stepElementId(step), offset: stepScrollOffset(step), delay: SCROLL_DELAY_MS };
  }
  if (event.type === 'checkout/blocked') {
    const { step, missing } = event.payload;
    const consent = missing?.[0];
    if (consent !== undefined) return { id: consentElementId(consent), offset: 250, delay: 0 };
    if (step !== undefined)
      return { id: stepElementId(step), offset: stepScrollOffset(step), delay: SCROLL_DELAY_MS };
  }
  return null;
}

export function stepScrollEffect({ log, browser, scheduler }: EffectDeps): Subscription {
  return log.events$
    .pipe(
      map(scrollTargetFor),
      filter((target): target is ScrollTarget => target !== null),
      switchMap((target) => timer(target.delay, scheduler).pipe(map(() => target))),
    )
    .subscribe((target) => browser.scrollToElement?.(target.id, target.offset));
}
