/**
 * The root fold: applies one event to the state. `routes` names, for every event type of the
 * catalogue, the read models it concerns; it is typed as a complete `Record<EventType, …>`, so
 * adding an event type without deciding who reads it is a compile error. Models run in `modelOrder`:
 * later models may read what earlier ones wrote for the same event (steps read the new cart and
 * card-only flag; ui reads which command the reply settled). Slice models (read-model.ts) are applied
 * without immer: their new slice goes into a shallow copy of the root; consecutive draft models share
 * one immer `produce`. Only the routed slices are touched, so the state may hold only some slices.
 * Everything the fold returns is deeply frozen, and an event that changes nothing returns `state`.
 */
import { produce } from 'immer';
import type { EventType } from '../events/catalogue/index';
import type { AppEvent } from '../events/envelope';
import { reduceApi } from './api';
import { reduceCart } from './cart';
import { reduceCartCommands } from './cart-commands';
import { reduceCheckout } from './checkout';
import { reduceCartItems } from './cart-items';
import { reduceCartExtras } from './cart-extras';
import { reduceCrossSell } from './cross-sell';
import { reduceMigration } from './migration';
import { reduceMessages } from './messages';
import { reduceNav } from './nav';
import { reducePayment } from './payment';
import { reduceProfiles } from './profiles';
import { reduceProfileForms } from './profile-forms';
import { deepFreeze, isSliceModel, type ReadModel, type SliceModel } from './read-model';
import { initialState, type AppState } from './state';
import { reduceSteps } from './steps';
import { reduceSession } from './session';
import { reduceUi } from './ui';
import { reduceLayout } from './layout';
import { reduceTutorial } from './tutorial';
import { reduceDomainChecker } from './domain-checker';
import { reduceWebsiteFlow } from './website-flow';
import { reduceServerForm } from './server-form';
import { reduceOutdatedBrowser } from './outdated-browser';

export const models = {
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
  'app/error-reporting-started': effectsOnly,
  'app/error-report-sent': effectsOnly,

  'session/segment-started': modelOrder,

  'nav/requested': ['nav'],
  'nav/history-requested': effectsOnly,
  'nav/changed': ['nav'],
  'nav/failed': ['nav', 'messages'],
  'nav/left-app': ['nav'],

  'api/requested': ['api'],
  'api/responded': ['api'],
  'api/failed': ['api'],
  'api/flash-received': ['messages'],

  'cart/load-requested': effectsOnly,
  'cart/reload-configuration-requested': effectsOnly,
  'cart/validate-requested': ['cartExtras'],
  'cart/item-add-requested': ['tutorial', 'domainChecker'],
  'cart/bundle-add-requested': ['domainChecker'],
  'cart/item-update-requested': ['cartItems'],
  'cart/item-remove-requested': effectsOnly,
  'cart/item-upgrade-requested': effectsOnly,
  'cart/note-committed': effectsOnly,
  'cart/coupon-add-requested': effectsOnly,
  'cart/coupon-remove-requested': effectsOnly,
  'cart/donation-requested': effectsOnly,
  'cart/donation-remove-requested': effectsOnly,
  'cart/command-started': ['cart', 'cartCommands', 'messages', 'ui'],
  'cart/received': [
    'cart',
    'cartCommands',
    'cartItems',
    'cartExtras',
    'migration',
    'payment',
    'checkout',
    'steps',
    'ui',
    'tutorial',
    'domainChecker',
  ],
  'cart/command-failed': [
    'cart',
    'cartCommands',
    'cartItems',
    'cartExtras',
    'messages',
    'ui',
    'tutorial',
    'domainChecker',
  ],
  'cart/reset': [
    'cart',
    'cartCommands',
    'cartItems',
    'cartExtras',
    'crossSell',
    'migration',
    'payment',
    'checkout',
    'steps',
    'messages',
    'ui',
    'tutorial',
    'domainChecker',
  ],

  'cart-items/licences-edited': ['cartItems'],
  'cart-items/licence-prices-received': ['cartItems'],
  'cart-items/licence-prices-failed': ['cartItems'],
  'cart-items/property-options-received': ['cartItems'],
  'cart-items/property-options-failed': ['cartItems'],

  'cart-extras/note-toggled': ['cartExtras'],
  'cart-extras/note-edited': ['cartExtras'],
  'cart-extras/coupon-panel-toggled': ['cartExtras'],
  'cart-extras/quick-order-requested': ['cartExtras'],

  'cross-sell/received': ['crossSell'],
  'cross-sell/failed': ['crossSell'],
  'cross-sell/backup-capacity-chosen': ['crossSell'],
  'cross-sell/offer-accepted': effectsOnly,
  'cross-sell/up-sell-target-missing': effectsOnly,

  'migration/block-toggled': ['migration'],
  'migration/assistance-edited': ['migration'],
  'migration/assistance-committed': effectsOnly,
  'migration/upload-requested': ['migration'],
  'migration/file-rejected': ['migration'],
  'migration/upload-started': ['migration'],
  'migration/file-uploaded': ['migration'],
  'migration/upload-failed': ['migration'],
  'migration/upload-dismissed': ['migration'],
  'migration/file-remove-requested': ['migration'],
  'migration/file-removed': ['migration'],
  'migration/file-remove-failed': ['migration'],

  'messages/shown': ['messages'],
  'messages/dismissed': ['messages'],
  'messages/cleared': ['messages'],
  'messages/subscribed': ['messages'],
  'messages/unsubscribed': ['messages'],

  'ui/side-panel-opened': ['ui', 'layout'],
  'ui/side-panel-closed': ['ui', 'layout'],
  'ui/item-drawer-toggled': ['ui'],
  'ui/item-drawer-closed': ['ui'],
  'ui/item-drawer-saving': ['ui'],
  'ui/edit-mode-set': ['payment', 'steps'],
  'ui/login-started': ['ui'],
  'ui/logout-requested': ['ui'],

  'steps/user-step-set': ['steps'],
  'steps/user-step-restored': ['steps'],
  'steps/next-requested': ['checkout', 'steps'],
  'steps/back-requested': ['steps'],

  'payment/options-requested': ['payment'],
  'payment/options-received': ['payment', 'steps'],
  'payment/options-failed': ['payment'],
  'payment/group-selected': ['payment'],
  'payment/option-selected': ['payment'],
  'payment/option-save-requested': effectsOnly,

  'checkout/consent-set': ['checkout', 'messages'],
  'checkout/finish-requested': effectsOnly,
  'checkout/blocked': ['messages'],
  'checkout/started': ['checkout', 'messages'],
  'checkout/gateway-redirected': ['checkout'],
  'checkout/redirect-refused': effectsOnly,
  'checkout/polling-started': ['checkout'],
  'checkout/polling-failed': ['checkout'],
  'checkout/completed': ['checkout', 'steps'],
  'checkout/failed': ['checkout', 'payment', 'steps', 'messages'],
  'checkout/transfer-restored': ['checkout'],

  'profiles/load-requested': ['profiles'],
  'profiles/billing-received': ['profiles'],
  'profiles/domain-received': ['profiles'],
  'profiles/load-failed': ['profiles'],
  'profiles/required-fields-received': ['profiles', 'steps'],
  'profiles/required-fields-requested': effectsOnly,
  'profiles/required-fields-failed': effectsOnly,
  'profiles/form-opened': ['profileForms'],
  'profiles/form-closed': ['profileForms'],
  'profiles/field-edited': ['profileForms'],
  'profiles/field-committed': ['profileForms'],
  'profiles/form-rejected': ['profileForms'],
  'profiles/check-started': ['profileForms'],
  'profiles/check-answered': ['profileForms'],
  'profiles/check-failed': ['profileForms'],
  'profiles/billing-save-requested': ['profileForms'],
  'profiles/billing-saved': ['profiles', 'profileForms'],
  'profiles/form-failed': ['profileForms'],
  'profiles/billing-profile-chosen': effectsOnly,
  'profiles/domain-profile-chosen': effectsOnly,
  'profiles/domain-choice-set': ['profileForms'],
  'profiles/domain-submitted': ['profileForms'],
  'profiles/domain-from-billing-submitted': ['profileForms'],
  'profiles/domain-saved': ['profiles', 'profileForms'],
  'profiles/domain-duplicate-found': ['profileForms'],
  'profiles/domain-creation-skipped': ['profileForms'],
  'profiles/submit-ended': ['profileForms'],
  'profiles/temporary-domain-restored': ['profileForms'],
  'profiles/step-submitted': effectsOnly,

  'signup/login-check-started': ['profileForms'],
  'signup/login-checked': ['profileForms'],
  'signup/login-check-failed': ['profileForms'],
  'signup/password-copied': ['profileForms'],
  'signup/password-hint-expired': ['profileForms'],
  'signup/submitted': ['profileForms'],
  'signup/succeeded': ['profileForms'],
  'signup/failed': ['profileForms'],

  'layout/register-requested': ['layout'],
  'layout/host-part-taken-over': ['layout'],
  'layout/host-take-over-finished': ['layout'],

  'tutorial/disabled': ['tutorial'],
  'tutorial/products-received': ['tutorial'],
  'tutorial/products-failed': ['tutorial'],
  'tutorial/shown': ['tutorial'],
  'tutorial/step-chosen': ['tutorial'],
  'tutorial/back-requested': ['tutorial'],
  'tutorial/option-chosen': ['tutorial'],
  'tutorial/period-chosen': ['tutorial'],
  'tutorial/add-requested': ['tutorial'],
  'tutorial/close-requested': ['tutorial'],
  'tutorial/skip-cancelled': ['tutorial'],
  'tutorial/skip-confirmed': ['tutorial'],
  'tutorial/no-hosting-chosen': ['tutorial'],
  'tutorial/finished': ['tutorial'],
  'tutorial/disabling-cookie-set': effectsOnly,
  'tutorial/recorded': effectsOnly,

  'domain-checker/search-submitted': ['domainChecker'],
  'domain-checker/search-rejected': ['domainChecker'],
  'domain-checker/free-only-toggled': effectsOnly,
  'domain-checker/domain-removed': effectsOnly,
  'domain-checker/category-chosen': ['domainChecker'],
  'domain-checker/more-requested': effectsOnly,
  'domain-checker/search-started': ['domainChecker'],
  'domain-checker/result-received': ['domainChecker'],
  'domain-checker/page-ended': ['domainChecker'],
  'domain-checker/search-failed': ['domainChecker'],
  'domain-checker/search-aborted': ['domainChecker'],
  'domain-checker/bundles-received': ['domainChecker'],
  'domain-checker/bundles-failed': effectsOnly,
  'domain-checker/categories-received': ['domainChecker'],
  'domain-checker/categories-failed': effectsOnly,
  'domain-checker/transfer-toggled': ['domainChecker'],
  'domain-checker/watch-requested': ['domainChecker'],
  'domain-checker/my-domain-requested': ['domainChecker'],
  'domain-checker/my-domain-answered': ['domainChecker'],
  'domain-checker/my-domain-failed': ['domainChecker'],

  'website-flow/category-chosen': ['websiteFlow'],
  'website-flow/next-requested': ['websiteFlow'],
  'website-flow/prev-requested': ['websiteFlow'],
  'website-flow/restored': ['websiteFlow'],
  'website-flow/catalogue-requested': ['websiteFlow'],
  'website-flow/catalogue-received': ['websiteFlow'],
  'website-flow/catalogue-failed': ['websiteFlow'],

  'server-form/opened': ['serverForm'],
  'server-form/offer-received': ['serverForm'],
  'server-form/options-received': ['serverForm'],
  'server-form/load-failed': ['serverForm'],
  'server-form/field-committed': ['serverForm'],
  'server-form/field-checked': ['serverForm'],
  'server-form/server-name-edited': ['serverForm'],
  'server-form/name-check-started': ['serverForm'],
  'server-form/name-checked': ['serverForm'],
  'server-form/name-check-failed': ['serverForm'],
  'server-form/submitted': ['serverForm'],
  'server-form/rejected': ['serverForm'],
  'server-form/sending': ['serverForm'],
  'server-form/sent': ['serverForm'],
  'server-form/failed': ['serverForm'],

  'browser/outdated-detected': ['outdatedBrowser'],
  'browser/outdated-dismissed': ['outdatedBrowser'],

  'action-button/found': effectsOnly,
  'action-button/clicked': effectsOnly,
  'action-button/rejected': effectsOnly,
  'action-button/call-started': effectsOnly,
  'action-button/file-saved': effectsOnly,
  'action-button/components-reloaded': effectsOnly,
  'action-button/modal-opened': ['layout'],
  'action-button/modal-closed': ['layout'],
  'action-button/page-reloading': effectsOnly,
  'action-button/redirect-refused': ['messages'],
  'action-button/call-succeeded': effectsOnly,
  'action-button/call-failed': ['messages'],
} as const satisfies Record<EventType, Route>;

/** Per event type, its models' reducers in fold order (computed once). */
const plan = new Map<string, readonly ReadModel[]>(
  Object.entries(routes).map(([type, names]) => [
    type,
    modelOrder.filter((name) => (names as Route).includes(name)).map((name) => models[name]),
  ]),
);

/** One run of consecutive draft models (one `produce`), or one slice model. */
type Step =
  | { readonly drafts: readonly ReadModel[]; readonly slice: null }
  | { readonly drafts: null; readonly slice: ModelName; readonly reduce: SliceModel<ModelName>['reduce'] };

/** The steps of these models; for one event type, a slice model's own handler of that type, or none. */
function stepsOf(reducers: readonly ReadModel[], type?: string): readonly Step[] {
  const steps: Step[] = [];
  for (const model of reducers) {
    if (isSliceModel(model)) {
      const reduce = type === undefined || !model.handlerOf ? model.reduce : model.handlerOf(type);
      if (reduce) steps.push({ drafts: null, slice: model.slice, reduce });
    } else {
      const last = steps.at(-1);
      if (last?.drafts) steps[steps.length - 1] = { drafts: [...last.drafts, model], slice: null };
      else steps.push({ drafts: [model], slice: null });
    }
  }
  return steps;
}

const stepsByType = new Map([...plan].map(([type, reducers]) => [type, stepsOf(reducers, type)]));
const everyStep = stepsOf(modelOrder.map((name) => models[name]));

function apply(state: AppState, event: AppEvent, steps: readonly Step[]): AppState {
  let next = state;
  /** `next` is a copy made here (not frozen yet), so slices may be set on it. */
  let own = false;
  for (const step of steps) {
    if (step.drafts !== null) {
      const { drafts } = step;
      const base = next;
      next = produce(base, (draft) => {
        for (const reduce of drafts) reduce(draft, event);
      });
      // immer freezes what it returns, also an unchanged base.
      if (own && Object.isFrozen(next)) own = false;
      continue;
    }
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

/**
 * A page load of the tab's recording starts over from the initial state (decision 033): the state of
 * a segment is the fold of that segment alone, as the page that recorded it had it.
 */
const startsOver = (event: AppEvent) => event.type === 'session/segment-started';

export function fold(state: AppState, event: AppEvent): AppState {
  if (startsOver(event)) return initialState;
  const steps = stepsByType.get(event.type);
  if (!steps || steps.length === 0) return state;
  return apply(state, event, steps);
}

/** Folds with every model on every event, ignoring `routes`: the reference the routing is tested against. */
export function foldUnrouted(state: AppState, event: AppEvent): AppState {
  if (startsOver(event)) return initialState;
  return apply(state, event, everyStep);
}

export function foldAll(events: Iterable<AppEvent>, from: AppState = initialState): AppState {
  let state = from;
  for (const event of events) state = fold(state, event);
  return state;
}

/** The models an event type is routed to, in fold order (computed once per type). */
const orderedRoutes = new Map<string, readonly ModelName[]>(
  Object.entries(routes).map(([type, names]) => [
    type,
    modelOrder.filter((name) => (names as Route).includes(name)),
  ]),
);

export function routedModels(type: EventType): readonly ModelName[] {
  return orderedRoutes.get(type) ?? [];
}

/**
 * One model's next slice for one event, from a state that may hold only the slices that model reads
 * and writes (the what-if branch re-runs models one by one: devtools/what-if.ts). Not frozen: the
 * branch freezes what it keeps, once.
 */
export function nextSlice<K extends ModelName>(name: K, state: AppState, event: AppEvent): AppState[K] {
  const model: ReadModel = models[name];
  if (isSliceModel(model)) return model.reduce(state[name], event, state) as AppState[K];
  return produce(state, (draft) => {
    model(draft, event);
  })[name];
}
