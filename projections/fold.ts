/**
 * The root fold: applies one event to the state. Every read model owns one slice, and its handler
 * table (on-events.ts) is the one list of the event types it reacts to: the routes (event type →
 * models) are computed from those tables once, at module load, so only the models with a handler of
 * an event's type run, each through that handler. Models run in `modelOrder`: later models may read
 * what earlier ones wrote for the same event (steps read the new cart and card-only flag; ui reads
 * which command the reply settled). A changed slice goes into a shallow copy of the root, so the
 * slices an event leaves alone stay the same objects and the state may hold only some slices.
 * Everything the fold returns is deeply frozen, and an event that changes nothing returns `state`.
 */
import { eventTypes } from '../events/catalogue/index';
import type { AppEvent } from '../events/envelope';
import { reduceApi } from './api/model';
import { reduceCart } from './cart/model';
import { reduceCartCommands } from './cart/commands';
import { reduceCheckout } from './checkout/model';
import { reduceCartItems } from './cart-items/model';
import { reduceCartExtras } from './cart-extras/model';
import { reduceCrossSell } from './cross-sell/model';
import { reduceMigration } from './migration/model';
import { reduceMessages } from './messages/model';
import { reduceNav } from './nav/model';
import { reducePayment } from './payment/model';
import { reduceProfiles } from './profiles/model';
import { reduceProfileForms } from './profiles/forms';
import { deepFreeze, type ReadModel, type SliceName, type SliceReducer } from './read-model';
import { initialState, type AppState } from './state';
import { reduceSteps } from './steps/model';
import { reduceSession } from './app/model';
import { reduceUi } from './ui/model';
import { reduceLayout } from './layout/model';
import { reduceTutorial } from './tutorial/model';
import { reduceDomainChecker } from './domain-checker/model';
import { reduceWebsiteFlow } from './website-flow/model';
import { reduceServerForm } from './server-form/model';
import { reduceOutdatedBrowser } from './browser/model';

/** Every slice's model, in fold order. */
const models: { readonly [K in SliceName]: ReadModel<K> } = {
  session: reduceSession,
  cart: reduceCart,
  cartCommands: reduceCartCommands,
  cartItems: reduceCartItems,
  cartExtras: reduceCartExtras,
  crossSell: reduceCrossSell,
  migration: reduceMigration,
  profiles: reduceProfiles,
  profileForms: reduceProfileForms,
  payment: reducePayment,
  checkout: reduceCheckout,
  steps: reduceSteps,
  messages: reduceMessages,
  ui: reduceUi,
  api: reduceApi,
  nav: reduceNav,
  layout: reduceLayout,
  tutorial: reduceTutorial,
  domainChecker: reduceDomainChecker,
  websiteFlow: reduceWebsiteFlow,
  serverForm: reduceServerForm,
  outdatedBrowser: reduceOutdatedBrowser,
};
export type ModelName = SliceName;
export const modelOrder = Object.keys(models) as ModelName[];

/**
 * A page load of the tab's recording starts over from the initial state (decision 033): the state of
 * a segment is the fold of that segment alone, as the page that recorded it had it. So that event
 * concerns every model.
 */
const startsOver = (event: { type: string }) => event.type === 'session/segment-started';

/** One model's handler of one event type. */
interface Step {
  readonly slice: ModelName;
  readonly reduce: SliceReducer<SliceName>;
}

/** The handler `name` has of this event type, if any (each handler is given its own model's slice). */
function stepOf(name: ModelName, type: string): Step | null {
  const reduce = models[name].handlerOf(type) as SliceReducer<SliceName> | undefined;
  return reduce ? { slice: name, reduce } : null;
}

/** Per event type of the catalogue, the handlers of the models that react to it, in fold order. */
const stepsByType = new Map<string, readonly Step[]>(
  eventTypes.map((type) => [
    type,
    modelOrder.map((name) => stepOf(name, type)).filter((step): step is Step => step !== null),
  ]),
);

/** Per event type, the models it is routed to, in fold order: every model when it starts over. */
const routes = new Map<string, readonly ModelName[]>(
  eventTypes.map((type) => [
    type,
    startsOver({ type }) ? modelOrder : (stepsByType.get(type) ?? []).map((step) => step.slice),
  ]),
);

/** The models an event type is routed to, in fold order (none for a type no model reacts to). */
export function routedModels(type: string): readonly ModelName[] {
  return routes.get(type) ?? [];
}

function apply(state: AppState, event: AppEvent, steps: readonly Step[]): AppState {
  let next = state;
  /** `next` is a copy made here (not frozen yet), so slices may be set on it. */
  let own = false;
  for (const step of steps) {
    const before = next[step.slice];
    const after = step.reduce(before, event, next);
    if (after === before) continue;
    if (!own) {
      next = { ...next };
      own = true;
    }
    (next as Record<ModelName, unknown>)[step.slice] = deepFreeze(after);
  }
  return own ? Object.freeze(next) : next;
}

export function fold(state: AppState, event: AppEvent): AppState {
  if (startsOver(event)) return initialState;
  const steps = stepsByType.get(event.type);
  if (!steps || steps.length === 0) return state;
  return apply(state, event, steps);
}

export function foldAll(events: Iterable<AppEvent>, from: AppState = initialState): AppState {
  let state = from;
  for (const event of events) state = fold(state, event);
  return state;
}

/**
 * One model's next slice for one event, from a state that may hold only the slices that model reads
 * and writes (the what-if branch re-runs models one by one: devtools/state/what-if.ts). Not frozen: the
 * branch freezes what it keeps, once.
 */
export function nextSlice<K extends ModelName>(name: K, state: AppState, event: AppEvent): AppState[K] {
  return models[name].reduce(state[name], event, state);
}
