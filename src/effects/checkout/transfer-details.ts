/**
 * The bank-transfer details of a finished order (contract §7 row 3) are kept in local storage by
 * the finish-order effect; when the thank-you page for a transfer is opened again (a reload, a
 * bookmark) without them in the state, they are read back from there.
 */
import { Subscription } from 'rxjs';
import { TransferPaymentDetails } from '../../../events/contract/payment';
import { currentLocation } from '../../../projections/nav/selectors';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps } from '../runtime/deps';
import type { KeyValueStorage } from '../../shared/key-value-storage';
import { foldedEvents } from '../runtime/folded-events';
import { TRANSFER_DATA_KEY } from '../steps/user-step-storage';
import { readStoredJson } from '../../shared/stored-json';
import { isRoutePath } from '../../../events/route-table';

function readTransferDetails(storage: KeyValueStorage): TransferPaymentDetails | null {
  return readStoredJson(storage, TRANSFER_DATA_KEY, TransferPaymentDetails);
}

export function transferDetailsEffect({ log, storage, config }: EffectDeps): Subscription {
  /** The location last looked at, so storage is read once per visit. */
  let looked: string | null = null;
  return foldedEvents(log).subscribe(({ state }) => {
    const { path, search } = currentLocation(state);
    if (state.checkout.transfer !== null || looked === `${path}${search}`) return;
    looked = `${path}${search}`;
    const onThankYou = isRoutePath('thank-you', stripLanguagePrefix(path, config.languages).rest);
    if (!onThankYou || new URLSearchParams(search).get('messageKey') !== 'transfer') return;
    const transfer = readTransferDetails(storage);
    if (transfer) log.append('checkout/transfer-restored', { transfer });
  });
}
