/**
 * The generic action button's calls (spec §7, contract §1.8, decision 020). The host take-over
 * wires the buttons and appends `action-button/clicked`; this effect makes the button call and
 * acts on its outcome: saves a download, reloads the named components (cart, profiles, payment),
 * leaves for the redirect (after polling, for `poll`), reloads the page, opens the modal, or only
 * shows the flash messages (which every outcome, and a failure, shows). A failure is a general
 * message. While a call runs its button is busy and further clicks on it are ignored; after a
 * redirect or reload it stays busy, the page is leaving.
 */
import { Subscription, mergeMap, from, EMPTY } from 'rxjs';
import { match, P } from 'ts-pattern';
import { reloadableComponents, type ActionButtonConfig } from '../../../events/catalogue/action-button';
import type { EventOf } from '../../../events/envelope';
import { isLoggedIn } from '../../../projections/cart/selectors';
import { initialState, type AppState } from '../../../projections/state';
import type { ButtonOutcome } from '../../api/endpoints/button-call';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { appendFlash } from '../flash';
import { foldedEvents } from '../runtime/folded-events';
import { navigationTarget } from '../nav/allowed-navigation';
import { loginIfUnauthorized } from '../session-loss';

/**
 * A button's URL as the call's absolute URL: an absolute http(s) URL as written, anything else a
 * path under the API base (`/invoices/5/send` → `{apiUrl}/invoices/5/send`), like every endpoint
 * of the contract. Null for another scheme (`javascript:`, `data:`…).
 */
export function buttonCallUrl(url: string, apiUrl: string, origin: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  const joined =
    scheme !== undefined || url.startsWith('//')
      ? url
      : `${apiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  try {
    return new URL(joined, origin).toString();
  } catch {
    return null;
  }
}

type Clicked = EventOf<'action-button/clicked'>;

export function actionButtonEffect(deps: EffectDeps): Subscription {
  const { log, hostPage } = deps;
  const subscription = new Subscription();
  let state: AppState = initialState;
  subscription.add(foldedEvents(log).subscribe((folded) => (state = folded.state)));
  /** Buttons whose call is running (or whose page is leaving): their clicks do nothing. */
  const busy = new Set<string>();
  subscription.add(
    log.events$
      .pipe(
        ofType('action-button/clicked'),
        mergeMap((event) => {
          const { buttonId } = event.payload;
          if (busy.has(buttonId)) return EMPTY;
          const release = () => {
            busy.delete(buttonId);
            hostPage?.setActionBusy?.(buttonId, false);
          };
          busy.add(buttonId);
          hostPage?.setActionBusy?.(buttonId, true);
          return from(
            call(deps, event, () => state).then((leaving) => {
              if (!leaving) release();
            }, release),
          );
        }),
      )
      .subscribe(),
  );
  return subscription;
}

/** Makes the call and appends its facts; true when the page is leaving (redirect, reload). */
async function call(deps: EffectDeps, event: Clicked, now: () => AppState): Promise<boolean> {
  const { log, api, config, browser } = deps;
  const { buttonId, method, action } = event.payload;
  const url = buttonCallUrl(event.payload.url, config.apiUrl, browser.origin());
  if (url === null) {
    log.append('action-button/rejected', {
      buttonId,
      reason: 'url: only http(s) URLs or paths under the API are called',
      attributes: { url: event.payload.url },
    });
    return false;
  }
  log.append('action-button/call-started', { buttonId, action, url });
  const result = await api.buttonCall({ method, url, action });
  appendFlash(log, result.flash);
  if (!result.ok) {
    log.append('action-button/call-failed', { buttonId, action, error: result.error });
    loginIfUnauthorized(log, result.error);
    return false;
  }
  const next = act(deps, event.payload, buttonId, result.value, now);
  if (next === 'refused') return false;
  log.append('action-button/call-succeeded', { buttonId, action });
  if (next === 'stay') return false;
  next();
  return true;
}

type Next = 'stay' | 'refused' | (() => void);

type ReloadableComponent = (typeof reloadableComponents)[number];

const isReloadable = (name: string): name is ReloadableComponent =>
  (reloadableComponents as readonly string[]).includes(name);

/** Appends the outcome's facts; says whether the page stays or how it leaves ('refused': a redirect not followed). */
function act(
  deps: EffectDeps,
  config: ActionButtonConfig,
  buttonId: string,
  outcome: ButtonOutcome,
  now: () => AppState,
): Next {
  const { log, browser } = deps;
  return match(outcome)
    .returnType<Next>()
    .with({ action: 'download' }, ({ blob, fileName }) => {
      deps.downloads?.save(blob, fileName);
      log.append('action-button/file-saved', {
        buttonId,
        fileName,
        size: blob.size,
        type: blob.type,
        saved: deps.downloads !== undefined,
      });
      return 'stay';
    })
    .with({ action: 'reload-components' }, () => {
      const names = [...new Set(config.components)];
      const reloaded = names.filter(isReloadable);
      log.append('action-button/components-reloaded', {
        buttonId,
        reloaded,
        ignored: names.filter((name) => !isReloadable(name)),
      });
      reloadComponents(deps, reloaded, now());
      return 'stay';
    })
    .with({ action: P.union('poll', 'redirect') }, ({ redirectTo }) => {
      // The navigation rule (decision 040) appends `nav/redirect-refused` for a target it refuses.
      const target = navigationTarget(deps, redirectTo, 'action-button');
      if (target === null) return 'refused';
      log.append('nav/left-app', { url: target, reason: 'action-button' });
      return () => browser.assign(target);
    })
    .with({ action: 'reload' }, () => {
      log.append('action-button/page-reloading', { buttonId });
      return () => browser.reload();
    })
    .with({ action: 'modal' }, ({ modal }) => {
      log.append('action-button/modal-opened', { buttonId, title: modal.title ?? null, text: modal.text });
      return 'stay';
    })
    .with({ action: 'flash' }, () => 'stay')
    .exhaustive();
}

/**
 * The components a button may reload: the cart (read again, `GET /cart`), the customer's saved
 * profiles and the payment options (both only for a logged-in customer, whom they belong to).
 */
function reloadComponents(deps: EffectDeps, names: readonly ReloadableComponent[], state: AppState): void {
  const { log } = deps;
  const loggedIn = isLoggedIn(state);
  for (const name of names) {
    match(name)
      .with('cart', () => {
        log.append('cart/load-requested', { reason: 'action-button' });
      })
      .with('profiles', () => {
        if (loggedIn) log.append('profiles/load-requested', { which: 'both' });
      })
      .with('payment', () => {
        if (loggedIn) log.append('payment/options-requested', {});
      })
      .exhaustive();
  }
}
