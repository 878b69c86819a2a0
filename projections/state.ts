/**
 * The shape of everything the views can render: one slice per read model, all of it a pure fold of
 * the log (design.md). Status is modelled as discriminated unions, never as clusters of booleans,
 * and `initialState` is the state before the first event (a fresh session, or after nothing).
 * AppState only composes the slices: each slice's type and initial state live in its feature's
 * `projections/<feature>/state.ts`.
 */
import { freeze } from 'immer';
import { initialSessionState, type SessionState } from './app/state';
import { initialApiState, type ApiState } from './api/state';
import {
  initialCartCommandsState,
  initialCartState,
  type CartCommandsState,
  type CartState,
} from './cart/state';
import { initialMessagesState, type MessagesState } from './messages/state';
import { initialNavState, type NavState } from './nav/state';
import { initialPaymentState, type PaymentState } from './payment/state';
import { initialProfilesState, type ProfilesState } from './profiles/state';
import { initialStepsState, type StepsState } from './steps/state';
import { initialUiState, type UiState } from './ui/state';
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

/** Frozen like every state the fold produces, so shared pieces (reset slices) can never be mutated. */
export const initialState: AppState = freeze(
  {
    session: initialSessionState,
    cart: initialCartState,
    cartCommands: initialCartCommandsState,
    cartItems: initialCartItemsState,
    cartExtras: initialCartExtrasState,
    crossSell: initialCrossSellState,
    migration: initialMigrationState,
    steps: initialStepsState,
    payment: initialPaymentState,
    profiles: initialProfilesState,
    profileForms: initialProfileFormsState,
    messages: initialMessagesState,
    ui: initialUiState,
    api: initialApiState,
    nav: initialNavState,
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
