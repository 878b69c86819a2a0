/**
 * Leaving the cart view (spec §2, §4, §8): a `cart/validate-requested` that names the next step
 * (the continue button, and every other way a logged-in customer leaves the cart step: the login
 * return, browser forward, a typed order URL; order-route.ts) starts clean (old messages cleared)
 * and, once E7 accepts the cart, sets the user step and opens it; on an error the customer stays
 * on the cart with the messages. A quick order opens
 * recapitulation when it succeeds and also when it fails with a message (quick_order.failed);
 * a 401 goes to login instead (src/effects/cart/failure.ts).
 */
import { Subscription } from 'rxjs';
import { StepName } from '../../../events/contract/scalars';
import { stepPath } from '../../router/step-paths';
import type { EffectDeps, EffectLog } from '../runtime/deps';

export function cartProceedEffect({ log }: EffectDeps): Subscription {
  /** The steps asked for by validations in flight, oldest first (the queue answers in order). */
  const waiting: (StepName | null)[] = [];
  return log.events$.subscribe((e) => {
    switch (e.type) {
      case 'cart/validate-requested': {
        const next = StepName.safeParse(e.payload.next);
        waiting.push(next.success ? next.data : null);
        if (next.success) log.append('messages/cleared', {});
        return;
      }
      case 'cart/received': {
        if (e.payload.command === 'validate') {
          const next = waiting.shift();
          if (next) proceed(log, next);
        }
        if (e.payload.command === 'quick-order') proceed(log, 'recapitulation');
        return;
      }
      case 'cart/command-failed': {
        if (e.payload.command === 'validate') waiting.shift();
        if (e.payload.command === 'quick-order' && e.payload.error.status !== 401)
          proceed(log, 'recapitulation');
        return;
      }
      case 'cart/reset':
        waiting.length = 0;
        return;
      default:
        return;
    }
  });
}

function proceed(log: EffectLog, step: StepName): void {
  log.append('steps/user-step-set', { step });
  log.append('nav/requested', { to: stepPath(step) });
}
