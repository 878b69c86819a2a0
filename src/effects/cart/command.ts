/**
 * What a cart command is in the effects layer (spec §4): the API call that carries out one intent,
 * and how a feature registers the intents of its own that become cart commands (decision 073). The
 * queue (src/effects/cart/queue.ts) runs them one at a time; each feature's `src/effects/<feature>/commands.ts` says which intent is which
 * call, and its `src/effects/<feature>/core.ts` registers them (src/effects/runtime/core-effects.ts).
 */
import type { CartCommandName } from '../../../events/catalogue/cart-commands';
import type { EventType } from '../../../events/catalogue/index';
import type { Cart, CartItem } from '../../../events/contract/cart';
import type { AppEvent, EventOf } from '../../../events/envelope';
import type { CoreApiClient } from '../../api/core-client';
import type { Result } from '../../api/result';

export interface CartCommand {
  name: CartCommandName;
  itemId?: string;
  run(api: CoreApiClient): Promise<Result<Cart & { newItems?: CartItem[] }>>;
}

/** Per intent type, the cart command an intent of it is. */
export type CartCommandRunners = {
  readonly [T in EventType]?: (event: EventOf<T>) => CartCommand;
};

/** The cart command an event is, if a registered feature made it one. */
export function commandFor(runners: CartCommandRunners, event: AppEvent): CartCommand | null {
  const runner = runners[event.type] as ((event: AppEvent) => CartCommand) | undefined;
  return runner ? runner(event) : null;
}

/** Merges features' runners; an intent two features claim is a mistake, said at load. */
export function mergeCartCommandRunners(tables: readonly CartCommandRunners[]): CartCommandRunners {
  const merged: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [type, runner] of Object.entries(table)) {
      if (Object.hasOwn(merged, type)) throw new Error(`Two features register the cart command of ${type}`);
      merged[type] = runner;
    }
  }
  return merged as CartCommandRunners;
}
