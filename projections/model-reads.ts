/**
 * What each read model reads of the other models' slices, as paths `slice.key` (its own slice it may
 * read whole). The fold does not need this; the what-if branch does (devtools/state/what-if.ts): past the
 * skipped events it re-runs a model only when its own slice or one of the paths it reads differs from
 * the recording, so a skip that leaves one slice different for good does not re-fold everything.
 * An undeclared read would make that branch wrong, so tests/projections/model-reads.test.ts runs
 * random sessions through every model with its reads watched and fails on any read not listed here.
 */
import type { ModelName } from './fold';
import type { AppState } from './state';

export interface ReadPath {
  slice: keyof AppState;
  key: string;
}

const declared: Partial<Record<ModelName, readonly `${keyof AppState}.${string}`[]>> = {
  cartItems: ['cart.load', 'cartCommands.lastSettled'],
  payment: ['cart.load', 'steps.editMode'],
  checkout: ['session.config', 'steps.applicable', 'steps.editMode', 'steps.userStep'],
  steps: ['cart.load', 'session.config', 'payment.cardOnly', 'profiles.requiredFields', 'checkout.issues'],
  ui: ['cartCommands.lastSettled'],
  tutorial: ['cartCommands.lastSettled'],
};

const parsed = new Map<ModelName, readonly ReadPath[]>();

/** The paths of other slices this model reads (none for a model that reads only its own slice). */
export function readsOf(model: ModelName): readonly ReadPath[] {
  let paths = parsed.get(model);
  if (!paths) {
    paths = (declared[model] ?? []).map((path) => {
      const dot = path.indexOf('.');
      return { slice: path.slice(0, dot) as keyof AppState, key: path.slice(dot + 1) };
    });
    parsed.set(model, paths);
  }
  return paths;
}
