/**
 * The cart note is sent after 300 ms of quiet (spec §2, §9): every `cart-extras/note-edited`
 * restarts the wait, and the text then becomes one `cart-extras/note-committed`, trimmed (an empty note
 * removes it, E14). Unchecking the note cancels a waiting edit and removes a note the cart may hold.
 * The scheduler comes from the deps, so tests and replays control the timing.
 */
import { EMPTY, Subscription, asyncScheduler, map, of, switchMap, timer } from 'rxjs';
import { loadedCart } from '../../../projections/cart/selectors';
import type { EffectDeps } from '../runtime/deps';
import { foldedOfType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';

const NOTE_DEBOUNCE_MS = 300;

export function noteDebounceEffect({ log, scheduler }: EffectDeps): Subscription {
  const subscription = new Subscription();
  let typed = '';
  subscription.add(
    foldedEvents(log)
      .pipe(
        foldedOfType('cart-extras/note-edited', 'cart-extras/note-toggled'),
        switchMap(({ event: e, state }) => {
          if (e.type === 'cart-extras/note-edited') {
            typed = e.payload.text;
            return timer(NOTE_DEBOUNCE_MS, scheduler ?? asyncScheduler).pipe(map(() => e.payload.text));
          }
          if (e.payload.open) return EMPTY;
          const mayHaveNote = (loadedCart(state)?.note ?? '') !== '' || typed.trim() !== '';
          typed = '';
          return mayHaveNote ? of('') : EMPTY;
        }),
      )
      .subscribe((text) => log.append('cart-extras/note-committed', { note: text.trim() })),
  );
  return subscription;
}
