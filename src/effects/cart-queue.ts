/**
 * The cart command queue (spec §4, contract §1.11): cart changes run one at a time (`concatMap`),
 * and only once `GET /cart` has given the cart a uuid. Each command is logged as started, then as
 * the new cart or as a failure.
 */
import { BehaviorSubject, EMPTY, Subscription, concatMap, filter, from, take } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import type { CoreApiClient } from '../api/core-client';
import type { CoreEffectDeps, EffectLog } from './deps';
import { commandFor, type CartCommand } from './cart-commands';
import { handleCartFailure } from './cart-failure';
import { appendFlash } from './flash';

export function cartQueueEffect({ log, api }: CoreEffectDeps): Subscription {
  const hasUuid$ = new BehaviorSubject(log.all().some((e) => e.type === 'cart/received'));
  const subscription = new Subscription();
  subscription.add(
    log.events$.subscribe((e) => {
      if (e.type === 'cart/received') hasUuid$.next(true);
      if (e.type === 'cart/reset') hasUuid$.next(false);
    }),
  );
  subscription.add(
    log.events$
      .pipe(
        concatMap((event) => {
          const command = commandFor(event);
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
