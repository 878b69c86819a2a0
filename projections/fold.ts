/**
 * The root fold: applies one event to the whole state in one immer `produce`. `routes` names, for
 * every event type of the catalogue, the read models it concerns; it is typed as a complete
 * `Record<EventType, …>`, so adding an event type without deciding who reads it is a compile error.
 * Models run in `modelOrder`: later models may read what earlier ones wrote for the same event
 * (steps read the new cart and card-only flag; ui reads which command the reply settled).
 */
import { produce } from 'immer';
import type { EventType } from '../events/catalogue/index';
import type { AppEvent } from '../events/envelope';
import { reduceApi } from './api';
import { reduceCart } from './cart';
import { reduceMessages } from './messages';
import { reduceNav } from './nav';
import { reducePayment } from './payment';
import { reduceProfiles } from './profiles';
import type { ReadModel } from './read-model';
import { initialState, type AppState } from './state';
import { reduceSteps } from './steps';
import { reduceSession } from './session';
import { reduceUi } from './ui';

export const models = {
  session: reduceSession,
  cart: reduceCart,
  profiles: reduceProfiles,
  payment: reducePayment,
  steps: reduceSteps,
  messages: reduceMessages,
  ui: reduceUi,
  api: reduceApi,
  nav: reduceNav,
} satisfies Record<string, ReadModel>;
export type ModelName = keyof typeof models;
export const modelOrder = Object.keys(models) as ModelName[];

type Route = readonly ModelName[];
/** Intents that only effects act on: the facts they lead to are what the models read. */
const effectsOnly: Route = [];

export const routes = {
  'app/booted': ['session', 'steps'],
  'app/boot-failed': ['session'],
  'app/language-change-requested': effectsOnly,
  'app/locale-changed': ['session'],
  'app/translation-missing': ['session'],
  'app/crashed': ['session'],

  'nav/requested': ['nav'],
  'nav/changed': ['nav'],
  'nav/failed': ['nav'],
  'nav/left-app': ['nav'],

  'api/requested': ['api'],
  'api/responded': ['api'],
  'api/failed': ['api'],
  'api/flash-received': ['messages'],

  'cart/load-requested': effectsOnly,
  'cart/reload-configuration-requested': effectsOnly,
  'cart/validate-requested': effectsOnly,
  'cart/item-add-requested': effectsOnly,
  'cart/bundle-add-requested': effectsOnly,
  'cart/item-update-requested': effectsOnly,
  'cart/item-remove-requested': effectsOnly,
  'cart/item-upgrade-requested': effectsOnly,
  'cart/note-committed': effectsOnly,
  'cart/coupon-add-requested': effectsOnly,
  'cart/coupon-remove-requested': effectsOnly,
  'cart/donation-requested': effectsOnly,
  'cart/donation-remove-requested': effectsOnly,
  'cart/command-started': ['cart', 'messages', 'ui'],
  'cart/received': ['cart', 'payment', 'steps', 'ui'],
  'cart/command-failed': ['cart', 'messages', 'ui'],
  'cart/reset': ['cart', 'payment', 'steps', 'messages', 'ui'],

  'messages/shown': ['messages'],
  'messages/dismissed': ['messages'],
  'messages/cleared': ['messages'],
  'messages/subscribed': ['messages'],
  'messages/unsubscribed': ['messages'],

  'ui/side-panel-opened': ['ui'],
  'ui/side-panel-closed': ['ui'],
  'ui/item-drawer-toggled': ['ui'],
  'ui/item-drawer-closed': ['ui'],
  'ui/item-drawer-saving': ['ui'],
  'ui/edit-mode-set': ['steps'],
  'ui/login-started': ['ui'],

  'steps/user-step-set': ['steps'],
  'steps/user-step-restored': ['steps'],
  'steps/next-requested': ['steps'],
  'steps/back-requested': ['steps'],

  'payment/options-requested': ['payment'],
  'payment/options-received': ['payment', 'steps'],
  'payment/options-failed': ['payment'],
  'payment/group-selected': ['payment'],
  'payment/option-selected': ['payment'],

  'profiles/load-requested': ['profiles'],
  'profiles/billing-received': ['profiles'],
  'profiles/domain-received': ['profiles'],
  'profiles/load-failed': ['profiles'],
  'profiles/required-fields-received': ['profiles', 'steps'],
} as const satisfies Record<EventType, Route>;

/** Per event type, its models' reducers in fold order (computed once). */
const plan = new Map<string, readonly ReadModel[]>(
  Object.entries(routes).map(([type, names]) => [
    type,
    modelOrder.filter((name) => (names as Route).includes(name)).map((name) => models[name]),
  ]),
);

export function fold(state: AppState, event: AppEvent): AppState {
  const reducers = plan.get(event.type);
  if (!reducers || reducers.length === 0) return state;
  return produce(state, (draft) => {
    for (const reduce of reducers) reduce(draft, event);
  });
}

/** Folds with every model on every event, ignoring `routes`: the reference the routing is tested against. */
export function foldUnrouted(state: AppState, event: AppEvent): AppState {
  return produce(state, (draft) => {
    for (const name of modelOrder) models[name](draft, event);
  });
}

export function foldAll(events: Iterable<AppEvent>, from: AppState = initialState): AppState {
  let state = from;
  for (const event of events) state = fold(state, event);
  return state;
}
