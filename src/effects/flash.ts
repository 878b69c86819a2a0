/**
 * Flash messages travel on API results (contract §1.8); this appends them to the log when present.
 */
import type { FlashMessage } from '../../events/contract/errors';
import type { EffectLog } from './runtime/deps';

export function appendFlash(log: EffectLog, flash: readonly FlashMessage[]): void {
  if (flash.length > 0) log.append('api/flash-received', { messages: [...flash] });
}
