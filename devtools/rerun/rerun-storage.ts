/**
 * The local storage a live re-run's effects start with. What the effects read from storage at the
 * start of the recording (the user step kept for the cart, a transfer's details, whether the
 * hosting tutorial was shown for the cart) decides what they do, yet the browser's storage has
 * moved on since (the recorded order itself saved a later step). So the re-run gets a storage of
 * its own, holding what the recording's facts show was there, and leaves the browser's alone.
 */
import type { AppEvent } from '../../events/envelope';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { type KeyValueStorage } from '../../src/shared/key-value-storage';
import { TUTORIAL_SHOWN_KEY } from '../../src/effects/tutorial/tutorial';
import { TRANSFER_DATA_KEY, USER_STEP_KEY } from '../../src/effects/steps/user-step-storage';

/** Storage entries the recording shows the effects found at its start. */
export function storageAtStart(events: readonly AppEvent[]): Record<string, string> {
  const entries: Record<string, string> = {};
  const firstCart = events.find((e) => e.type === 'cart/received');
  for (const e of events) {
    if (e.type === 'steps/user-step-restored' && !(USER_STEP_KEY in entries))
      entries[USER_STEP_KEY] = JSON.stringify(e.payload);
    if (e.type === 'checkout/transfer-restored' && !(TRANSFER_DATA_KEY in entries))
      entries[TRANSFER_DATA_KEY] = JSON.stringify(e.payload.transfer);
  }
  // Not shown in the recording: it had been shown for this cart before (or was disabled anyway).
  const shown = events.some((e) => e.type === 'tutorial/shown');
  if (!shown && firstCart?.type === 'cart/received')
    entries[TUTORIAL_SHOWN_KEY] = firstCart.payload.cart.uuid;
  return entries;
}

export function seededStorage(entries: Record<string, string>): KeyValueStorage {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}
