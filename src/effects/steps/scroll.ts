/**
 * Scrolling in the order view (spec §2, §5, §9): the step put in edit mode is scrolled to after
 * 500 ms (so its block has opened), so is the step a held-back finish sends the customer to, and a
 * finish held back for a missing consent scrolls to that consent's error at once. A refused
 * profile form (sign-up, billing, domain profile, in the step or the drawer) scrolls to its first
 * invalid field (src/features/order/address/refuse-form.ts names them in page order) after the
 * 300 ms scroll-into-view pause, once its messages have rendered, and moves the focus there, so
 * keyboard and screen-reader users land on the error too.
 */
import {
  Subscription,
  asyncScheduler,
  buffer,
  debounceTime,
  filter,
  map,
  merge,
  switchMap,
  timer,
} from 'rxjs';
import type { PayloadOf } from '../../../events/catalogue/index';
import type { AppEvent } from '../../../events/envelope';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { consentElementId, formFieldElementId, stepElementId } from '../../shared/element-ids';
import {
  FIELD_SCROLL_OFFSET,
  SCROLL_DELAY_MS,
  SCROLL_INTO_VIEW_MS,
  stepScrollOffset,
} from './scroll-targets';

interface ScrollTarget {
  id: string;
  offset: number;
  delay: number;
  focus?: boolean;
}

function scrollTargetFor(event: AppEvent): ScrollTarget | null {
  if (event.type === 'ui/edit-mode-set' && event.payload.step !== null) {
    const { step } = event.payload;
    return { id: stepElementId(step), offset: stepScrollOffset(step), delay: SCROLL_DELAY_MS };
  }
  if (event.type === 'checkout/blocked') {
    const { step, missing } = event.payload;
    const consent = missing?.[0];
    if (consent !== undefined)
      return { id: consentElementId(consent), offset: FIELD_SCROLL_OFFSET, delay: 0 };
    if (step !== undefined)
      return { id: stepElementId(step), offset: stepScrollOffset(step), delay: SCROLL_DELAY_MS };
  }
  return null;
}

type Rejection = PayloadOf<'profiles/form-rejected'>;

const focusTarget = (id: string): ScrollTarget => ({
  id,
  offset: FIELD_SCROLL_OFFSET,
  delay: SCROLL_INTO_VIEW_MS,
  focus: true,
});

/** Sign-up fields the page shows below the second address (different billing / domain holder). */
const belowSecondAddress: ReadonlySet<string> = new Set(['terms']);

/**
 * The first invalid field of one refused form, in page order (each rejection lists its fields in
 * page order). A sign-up refuses its two forms together: the account and the first address, then
 * the second address, then the terms consent.
 */
function formErrorTarget(rejections: readonly Rejection[]): ScrollTarget | null {
  const single = rejections.find((r) => r.form !== 'signup' && r.form !== 'signup-other');
  const first = single?.fields[0];
  if (single) return first === undefined ? null : focusTarget(formFieldElementId(single.form, first));
  const fieldsOf = (form: Rejection['form']) => rejections.find((r) => r.form === form)?.fields ?? [];
  const main = fieldsOf('signup');
  const above = main.find((f) => !belowSecondAddress.has(f));
  const other = fieldsOf('signup-other')[0];
  const below = main.find((f) => belowSecondAddress.has(f));
  const id =
    above !== undefined
      ? formFieldElementId('signup', above)
      : other !== undefined
        ? formFieldElementId('signup-other', other)
        : below !== undefined
          ? formFieldElementId('signup', below)
          : null;
  return id === null ? null : focusTarget(id);
}

export function stepScrollEffect({ log, browser, scheduler }: EffectDeps): Subscription {
  // One refused sign-up appends a rejection per form in one go: they are read together.
  const refused$ = log.events$.pipe(
    ofType('profiles/form-rejected'),
    map((e) => e.payload),
  );
  const form$ = refused$.pipe(
    buffer(refused$.pipe(debounceTime(0, scheduler ?? asyncScheduler))),
    map(formErrorTarget),
  );
  return merge(log.events$.pipe(map(scrollTargetFor)), form$)
    .pipe(
      filter((target): target is ScrollTarget => target !== null),
      switchMap((target) => timer(target.delay, scheduler).pipe(map(() => target))),
    )
    .subscribe((target) =>
      browser.scrollToElement?.(target.id, target.offset, target.focus ? { focus: true } : undefined),
    );
}
