/**
 * The host-site take-over of spec §2 (docs/decisions/012): the app lives inside the provider's web
 * site, whose header has login links, a mini cart and a footer language select of its own. This
 * effect polls the host page every 100 ms for the elements marked `data-host="login"`,
 * `"mini-cart"` and `"language"`; a login link found is wired to open our login drawer, a mini cart
 * or language select found is hidden (the layout renders its own). It stops when all three are
 * found or after 10 s, and records each part and the outcome as facts. Not done in the Swedish
 * workflow (se-ws, se-lp, no-lp), whose host sites keep their own.
 */
import { Subscription, asyncScheduler, map, take, takeWhile, timer } from 'rxjs';
import { hostParts, type HostPart } from '../../events/catalogue/layout';
import type { CoreEffectDeps } from './deps';
import type { HostElement } from './page-ports';

export const TAKE_OVER_INTERVAL_MS = 100;
export const TAKE_OVER_LIMIT_MS = 10_000;

export function hostTakeOverEffect({ log, config, hostPage, scheduler }: CoreEffectDeps): Subscription {
  const subscription = new Subscription();
  if (!hostPage) return subscription;
  if (config.workflow === 2) {
    log.append('layout/host-take-over-finished', { outcome: 'skipped', missing: [], afterMs: 0 });
    return subscription;
  }
  const pending = new Set<HostPart>(hostParts);
  const wire = (part: HostPart, element: HostElement) => {
    if (part === 'login')
      subscription.add(element.intercept(() => log.append('ui/side-panel-opened', { panel: 'login' })));
    else element.hide();
  };
  const lookOnce = () => {
    for (const part of [...pending]) {
      const elements = hostPage.find(part);
      if (elements.length === 0) continue;
      pending.delete(part);
      for (const element of elements) wire(part, element);
      log.append('layout/host-part-taken-over', { part, count: elements.length });
    }
    return pending.size === 0;
  };
  const lastTick = TAKE_OVER_LIMIT_MS / TAKE_OVER_INTERVAL_MS;
  subscription.add(
    timer(0, TAKE_OVER_INTERVAL_MS, scheduler ?? asyncScheduler)
      .pipe(
        take(lastTick + 1),
        map((tick) => ({ tick, done: lookOnce() })),
        takeWhile(({ done }) => !done, true),
      )
      .subscribe(({ tick, done }) => {
        const afterMs = tick * TAKE_OVER_INTERVAL_MS;
        if (done) log.append('layout/host-take-over-finished', { outcome: 'complete', missing: [], afterMs });
        else if (tick === lastTick)
          log.append('layout/host-take-over-finished', {
            outcome: 'gave-up',
            missing: [...pending],
            afterMs,
          });
      }),
  );
  return subscription;
}
