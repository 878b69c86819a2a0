/**
 * The host-site take-over of spec §2: the app lives inside the provider's web site, so this effect
 * polls the host page for its login links, mini cart and language select (hidden once found, kept in
 * the DOM and shown again when the app leaves: the layout has its own; a login link's click still
 * opens our drawer) and for the generic action buttons of spec §7, whose clicks it records.
 * What is taken over, when polling stops and the Swedish exception: docs/decisions/012 ("Host-site
 * take-over"), the Swedish company being `isSwedishCompany` (decision 079); the action buttons:
 * docs/decisions/020-generic-action-button.md.
 */
import { Subscription, asyncScheduler, map, take, takeWhile, timer } from 'rxjs';
import { ActionButtonConfig } from '../../../events/catalogue/action-button';
import { hostParts, type HostPart } from '../../../events/catalogue/layout';
import { isSwedishCompany } from '../../../events/contract/swedish-company';
import type { CoreEffectDeps } from '../runtime/deps';
import type { HostActionButton, HostElement } from '../runtime/page-ports';

const TAKE_OVER_INTERVAL_MS = 100;
const TAKE_OVER_LIMIT_MS = 10_000;

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
  const takeOver = !isSwedishCompany(config);
  if (!takeOver)
    log.append('layout/host-take-over-finished', { outcome: 'skipped', missing: [], afterMs: 0 });
  const findActions = hostPage.findActions?.bind(hostPage);
  if (!takeOver && !findActions) return subscription;
  const pending = new Set<HostPart>(takeOver ? hostParts : []);
  let finished = !takeOver;
  /** Every original is hidden once taken over (spec §2) and shown again when the app leaves. */
  const wire = (part: HostPart, element: HostElement) => {
    if (part === 'login')
      subscription.add(element.intercept(() => log.append('ui/side-panel-opened', { panel: 'login' })));
    subscription.add(element.hide());
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
