/**
 * The console's hook: the DevConsole of the app's store, with the component subscribed to the
 * signals it reads.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useServices } from '../../src/app/services';
import { consoleFor, type DevConsole } from './console-model';

export function useConsole(): DevConsole {
  useSignals();
  return consoleFor(useServices().store);
}
