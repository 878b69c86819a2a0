/**
 * The cart command queue (spec §4, contract §1.11): cart changes run one at a time (`concatMap`),
 * and only once `GET /cart` has given the cart a uuid. Each command is logged as started, then as
 * the new cart or as a failure. Which intents are cart commands, the features registered
 * (src/effects/runtime/core-effects.ts builds the queue with them, decision 073).
 */
import { BehaviorSubject, EMPTY, Subscription, concatMap, filter, from, take } from 'rxjs';
import type { AppEvent } from '../../../events/envelope';
import { loadedCart } from '../../../projections/cart/selectors';
import type { AppState } from '../../../projections/state';
import type { CoreApiClient } from '../../api/core-client';
import type { CoreEffectDeps, EffectLog } from '../runtime/deps';
import type { CoreEffect } from '../runtime/start-effects';
import { commandFor, type CartCommand, type CartCommandRunners } from './command';
import { handleCartFailure } from './failure';
import { appendFlash } from '../flash';
import { foldedEvents, foldedState } from '../runtime/folded-events';

/** The queue of the cart commands these runners make of intents. */
export const cartQueue =
  (runners: CartCommandRunners): CoreEffect =>
  (deps) =>
    runQueue(deps, runners);

function runQueue({ log, api }: CoreEffectDeps, runners: CartCommandRunners): Subscription {
  /** The provider has given the cart its uuid: a cart has been received since the last reset. */
  const hasUuid = (state: AppState) => loadedCart(state) !== null;
  const hasUuid$ = new BehaviorSubject(hasUuid(foldedState(log)));
  const subscription = new Subscription();
  subscription.add(
    foldedEvents(log).subscribe(({ state }) => {
      if (hasUuid(state) !== hasUuid$.value) hasUuid$.next(hasUuid(state));
    }),
  );
  subscription.add(
    log.events$
      .pipe(
        concatMap((event) => {
          const command = commandFor(runners, event);
          if (!command) return EMPTY;
          return hasUuid$.pipe(
            filter(Boolean),
            take(1),
            concatMap(() => from(runCommand(log, api, command, event))),
          );
        }),
      )
      .subscribe(),
  );
  return subscription;
}

async function runCommand(
  log: EffectLog,
  api: CoreApiClient,
  command: CartCommand,
  intent: AppEvent,
): Promise<void> {
  const ids = {
    command: command.name,
    commandId: `cmd-${intent.seq}`,
    ...(command.itemId ? { itemId: command.itemId } : {}),
  };
  log.append('cart/command-started', ids);
  const result = await command.run(api);
  appendFlash(log, result.flash);
  if (result.ok) {
    const { newItems } = result.value;
    log.append('cart/received', {
      cart: result.value,
      command: command.name,
      commandId: ids.commandId,
      ...(newItems ? { newItems } : {}),
    });
  } else {
    handleCartFailure(log, result.error, ids);
  }
}
