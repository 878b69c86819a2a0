/**
 * The host-site take-over of spec §2 (docs/decisions/012): the app lives inside the provider's web
 * site, whose header has login links, a mini cart and a footer language select of its own. This
 * effect polls the host page every 100 ms for the elements marked `data-host="login"`,
 * `"mini-cart"` and `"language"`; a login link found is wired to open our login drawer, a mini cart
 * or language select found is hidden (the layout renders its own). It records each part and the
 * outcome as facts once all three are found or after 10 s. Not done in the Swedish workflow
 * (se-ws, se-lp, no-lp), whose host sites keep their own.
 *
 * The same polling wires the generic action buttons (`data-host="action"`, spec §7, decision 020)
 * in every workflow: any number of them, so it goes on looking for them until the 10 s limit. A
 * click appends `action-button/clicked` with the configuration its attributes give at that moment
 * (or `action-button/rejected`); the deferred action-button effect makes the call.
 */
import { Subscription, asyncScheduler, map, take, takeWhile, timer } from 'rxjs';
import { ActionButtonConfig } from '../../../events/catalogue/action-button';
import { hostParts, type HostPart } from '../../../events/catalogue/layout';
import type { CoreEffectDeps } from '../deps';
import type { HostActionButton, HostElement } from '../page-ports';

export const TAKE_OVER_INTERVAL_MS = 100;
export const TAKE_OVER_LIMIT_MS = 10_000;

/** The intent (or the rejection) of a click on an action button, from its attributes now. */
function clickOf(button: HostActionButton, log: CoreEffectDeps['log']): void {
  const attributes = button.read();
  const parsed = ActionButtonConfig.safeParse({
    method: (attributes.method ?? 'POST').toUpperCase(),
    url: attributes.url?.trim(),
    action: attributes.action?.trim(),
    components: (attributes.components ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  });
  if (parsed.success) log.append('action-button/clicked', { buttonId: button.id, ...parsed.data });
  else
    log.append('action-button/rejected', {
      buttonId: button.id,
      reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      attributes,
    });
}

export function hostTakeOverEffect({ log, config, hostPage, scheduler }: CoreEffectDeps): Subscription {
  const subscription = new Subscription();
  if (!hostPage) return subscription;
  const takeOver = config.workflow !== 2;
  if (!takeOver)
    log.append('layout/host-take-over-finished', { outcome: 'skipped', missing: [], afterMs: 0 });
  const findActions = hostPage.findActions?.bind(hostPage);
  if (!takeOver && !findActions) return subscription;
  const pending = new Set<HostPart>(takeOver ? hostParts : []);
  let finished = !takeOver;
  const wire = (part: HostPart, element: HostElement) => {
    if (part === 'login')
      subscription.add(element.intercept(() => log.append('ui/side-panel-opened', { panel: 'login' })));
    else element.hide();
  };
  const lookForActions = () => {
    const buttons = findActions?.() ?? [];
    if (buttons.length === 0) return;
    for (const button of buttons) subscription.add(button.intercept(() => clickOf(button, log)));
    log.append('action-button/found', { buttonIds: buttons.map((button) => button.id) });
  };
  /** Looks once; true when nothing is left to look for. */
  const lookOnce = () => {
    for (const part of [...pending]) {
      const elements = hostPage.find(part);
      if (elements.length === 0) continue;
      pending.delete(part);
      for (const element of elements) wire(part, element);
      log.append('layout/host-part-taken-over', { part, count: elements.length });
    }
    lookForActions();
    return pending.size === 0 && !findActions;
  };
  const lastTick = TAKE_OVER_LIMIT_MS / TAKE_OVER_INTERVAL_MS;
  subscription.add(
    timer(0, TAKE_OVER_INTERVAL_MS, scheduler ?? asyncScheduler)
      .pipe(
        take(lastTick + 1),
        map((tick) => ({ tick, done: lookOnce() })),
        takeWhile(({ done }) => !done, true),
      )
      .subscribe(({ tick }) => {
        if (finished) return;
        const afterMs = tick * TAKE_OVER_INTERVAL_MS;
        if (pending.size === 0) {
          finished = true;
          log.append('layout/host-take-over-finished', { outcome: 'complete', missing: [], afterMs });
        } else if (tick === lastTick)
          log.append('layout/host-take-over-finished', {
            outcome: 'gave-up',
            missing: [...pending],
            afterMs,
          });
      }),
  );
  return subscription;
}
