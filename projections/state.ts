/**
 * The shape of everything the views can render: one slice per read model, all of it a pure fold of
 * the log (design.md). Status is modelled as discriminated unions, never as clusters of booleans,
 * and `initialState` is the state before the first event (a fresh session, or after nothing).
 */
import { freeze } from 'immer';
import type { AppError } from '../events/app-error';
import type { CartCommandName } from '../events/catalogue/cart';
import type { Message } from '../events/catalogue/messages';
import type { AppConfig } from '../events/contract/app-config';
import type { Cart, CartPaymentOption } from '../events/contract/cart';
import type { ErrorItem } from '../events/contract/errors';
import type { PaymentOptionGroup } from '../events/contract/payment';
import type { BillingProfile, DomainProfile, RequiredFields } from '../events/contract/profiles';
import type { PaymentGroupId, StepName } from '../events/contract/scalars';
import { initialCartItemsState, type CartItemsState } from './cart-items/state';
import { initialCartExtrasState, type CartExtrasState } from './cart-extras/state';
import { initialCrossSellState, type CrossSellState } from './cross-sell/state';
import { initialMigrationState, type MigrationState } from './migration/state';
import { initialLayoutState, type LayoutState } from './layout/state';
import { initialTutorialState, type TutorialState } from './tutorial/state';
import { initialCheckoutState, type CheckoutState } from './checkout/state';
import { initialProfileFormsState, type ProfileFormsState } from './profiles/forms-state';
import { initialDomainCheckerState, type DomainCheckerState } from './domain-checker/state';
import { initialWebsiteFlowState, type WebsiteFlowState } from './website-flow/state';
import { initialServerFormState, type ServerFormState } from './server-form/state';
import { initialOutdatedBrowserState, type OutdatedBrowserState } from './browser/state';

export type Boot =
  | { status: 'pending' }
  | { status: 'booted'; mode: string; buildId: string }
  | { status: 'failed'; messageKey: string; detail: string | null };

export interface SessionState {
  config: AppConfig | null;
  locale: string | null;
  boot: Boot;
  crash: { messageKey: string; detail: string } | null;
  /** `locale:key` pairs the translator could not find, each once. */
  missingTranslations: string[];
}

/** `initial` = not loaded yet (spinner); `failed` keeps the last good cart, if there was one. */
export type CartLoad =
  | { status: 'initial' }
  | { status: 'loaded'; cart: Cart }
  | { status: 'failed'; error: AppError; cart: Cart | null };

export interface RunningCommand {
  command: CartCommandName;
  itemId: string | null;
  /** seq of its `cart/command-started`: replies without a commandId settle the oldest first. */
  seq: number;
}

/** What the cart model keeps per item (whether a command for it runs is in `cartCommands`). */
export interface ItemStatus {
  /** From `isDisabled` of the item in the last cart. */
  disabled: boolean;
  /** The message of the last failed command for this item, until the next command for it starts. */
  error: ErrorItem | null;
}

/** A command started and not yet answered. */
export interface RunningEntry extends RunningCommand {
  commandId: string;
}

export interface SettledCommand extends RunningEntry {
  ok: boolean;
}

export interface CartState {
  load: CartLoad;
  items: Record<string, ItemStatus>;
}

/**
 * The cart commands in flight, a slice of its own: a reply that never comes (or is skipped in a
 * what-if branch) leaves this small slice different for good, not the cart with its items.
 */
export interface CartCommandsState {
  /** Commands started and not yet answered, oldest first (one entry per commandId). */
  running: readonly RunningEntry[];
  pending: number;
  /** A cart-level command (one without an item) is in flight. */
  proceeding: boolean;
  /** The command the last reply or failure answered: lets the UI model close a drawer on success. */
  lastSettled: SettledCommand | null;
}

export interface StepsState {
  userStep: StepName;
  /** The cart the user step belongs to; a reply for another cart resets the step. */
  cartUuid: string | null;
  editMode: StepName | null;
  /** 100 when the data of the step is complete (spec §4 "Step progress from data"), else 0. */
  dataProgress: Record<StepName, number>;
  /** The steps of this workflow and cart, in order. */
  applicable: StepName[];
}

export interface PaymentSelection {
  groupId: PaymentGroupId | null;
  optionId: string | null;
  recurrence: boolean;
}

export type PaymentLoad =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; error: AppError };

export interface PaymentState {
  load: PaymentLoad;
  /** Groups as received, options sorted by the preferred id list, an empty card group given a new-card entry. */
  groups: PaymentOptionGroup[];
  selected: PaymentSelection;
  /** The payment option the cart carried last time we looked: a change there is adopted. */
  saved: CartPaymentOption | null;
  /** Card is available and some item has a one-month period: only card may be chosen. */
  cardOnly: boolean;
  /** Set when a previously chosen option vanished (`validation.payment_option.option_invalid`). */
  error: ErrorItem | null;
}

export type ListLoad<T> =
  { status: 'idle' | 'loading' | 'loaded'; list: T[] } | { status: 'failed'; list: T[]; error: AppError };

export interface ProfilesState {
  billing: ListLoad<BillingProfile>;
  domain: ListLoad<DomainProfile>;
  /** Keyed by `requiredFieldsKey(tlds, countryCode)`. */
  requiredFields: Record<string, RequiredFields>;
}

export interface MessagesState {
  byPath: Record<string, Message[]>;
  /** How many views show each path; a path nobody shows falls back to `general`. */
  subscribed: Record<string, number>;
}

export interface UiState {
  sidePanel: 'hidden' | 'login';
  drawer: { itemId: string; saving: boolean } | null;
  /** The login button was pressed and the browser is being sent to the login page. */
  login: 'idle' | 'redirecting';
  /** Logout was pressed and the browser is being sent to the login service to log out. */
  logout: 'idle' | 'redirecting';
}

export interface ApiState {
  inFlight: string[];
  lastError: { requestId: string; error: AppError } | null;
}

export interface NavState {
  path: string;
  search: string;
  /** Where a navigation was last asked to go (before the router confirmed it). */
  requested: string | null;
  lastError: { to: string; messageKey: string } | null;
  /** Set when the app handed the page to the browser (login, payment gateway). */
  leftTo: string | null;
}

export interface AppState {
  session: SessionState;
  cart: CartState;
  cartCommands: CartCommandsState;
  cartItems: CartItemsState;
  cartExtras: CartExtrasState;
  crossSell: CrossSellState;
  migration: MigrationState;
  steps: StepsState;
  payment: PaymentState;
  profiles: ProfilesState;
  profileForms: ProfileFormsState;
  messages: MessagesState;
  ui: UiState;
  api: ApiState;
  nav: NavState;
  layout: LayoutState;
  tutorial: TutorialState;
  checkout: CheckoutState;
  domainChecker: DomainCheckerState;
  websiteFlow: WebsiteFlowState;
  serverForm: ServerFormState;
  outdatedBrowser: OutdatedBrowserState;
}

const noProgress: Record<StepName, number> = {
  cart: 0,
  'billing-profile': 0,
  'domain-profile': 100,
  'payment-method': 0,
  'service-settings': 100,
  recapitulation: 100,
};

export const initialCartState: CartState = {
  load: { status: 'initial' },
  items: {},
};

export const initialCartCommandsState: CartCommandsState = {
  running: [],
  pending: 0,
  proceeding: false,
  lastSettled: null,
};

export const initialStepsState: StepsState = {
  userStep: 'cart',
  cartUuid: null,
  editMode: null,
  dataProgress: noProgress,
  applicable: ['cart', 'billing-profile', 'payment-method', 'recapitulation'],
};

export const initialPaymentState: PaymentState = {
  load: { status: 'idle' },
  groups: [],
  selected: { groupId: null, optionId: null, recurrence: false },
  saved: null,
  cardOnly: false,
  error: null,
};

/** Frozen like every state the fold produces, so shared pieces (reset slices) can never be mutated. */
export const initialState: AppState = freeze(
  {
    session: {
      config: null,
      locale: null,
      boot: { status: 'pending' },
      crash: null,
      missingTranslations: [],
    },
    cart: initialCartState,
    cartCommands: initialCartCommandsState,
    cartItems: initialCartItemsState,
    cartExtras: initialCartExtrasState,
    crossSell: initialCrossSellState,
    migration: initialMigrationState,
    steps: initialStepsState,
    payment: initialPaymentState,
    profiles: {
      billing: { status: 'idle', list: [] },
      domain: { status: 'idle', list: [] },
      requiredFields: {},
    },
    profileForms: initialProfileFormsState,
    messages: { byPath: {}, subscribed: {} },
    ui: { sidePanel: 'hidden', drawer: null, login: 'idle', logout: 'idle' },
    api: { inFlight: [], lastError: null },
    nav: { path: '/', search: '', requested: null, lastError: null, leftTo: null },
    layout: initialLayoutState,
    tutorial: initialTutorialState,
    checkout: initialCheckoutState,
    domainChecker: initialDomainCheckerState,
    websiteFlow: initialWebsiteFlowState,
    serverForm: initialServerFormState,
    outdatedBrowser: initialOutdatedBrowserState,
  },
  true,
);
