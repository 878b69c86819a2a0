/**
 * What the cart view asks of the state beyond the items: the note checkbox and text, the coupon
 * panel, the continue button and the quick-order block, the donation block and the side summary.
 * Pure, so no component computes a business rule.
 */
import type { Coupon, Donation } from '../../events/contract/cart';
import type { RoundUpVersion, StepName } from '../../events/contract/scalars';
import type { Message } from '../../events/catalogue/messages';
import { GENERAL } from '../messages/routing';
import { workflowOf } from '../read-model';
import {
  isLoggedIn,
  loadedCart,
  summaryNumbers,
  type SummaryNumbers,
  cartCommandRunning,
  commandRunning,
  quickOrderAsked,
} from '../cart/selectors';
import { messagesAt } from '../messages/selectors';
import type { AppState } from '../state';

/** The checkbox: as the customer set it, else open when the cart has a note. */
export function noteOpen(state: AppState): boolean {
  const { open } = state.cartExtras.note;
  if (open !== null) return open;
  return (loadedCart(state)?.note ?? '') !== '';
}

/** The textarea: what the customer typed (kept when a call fails), else the cart's note. */
export function noteText(state: AppState): string {
  return state.cartExtras.note.draft ?? loadedCart(state)?.note ?? '';
}

export interface CouponPanelView {
  /** Open while the cart has coupons, else as toggled. */
  open: boolean;
  /** The toggle is offered only while no coupon is applied. */
  toggleable: boolean;
  coupons: readonly Coupon[];
  adding: boolean;
  removing: boolean;
  /** Changes after every successful add: the form is keyed on it and so starts empty again. */
  formKey: number;
}

export function couponPanel(state: AppState): CouponPanelView {
  const coupons = loadedCart(state)?.summary.coupons ?? [];
  return {
    open: coupons.length > 0 || state.cartExtras.couponPanelOpen,
    toggleable: coupons.length === 0,
    coupons,
    adding: commandRunning(state, 'add-coupon'),
    removing: commandRunning(state, 'remove-coupon'),
    formKey: state.cartExtras.couponsAdded,
  };
}

/** The workflow's second step: billing profile, or the domain profile in the Swedish workflow. */
function secondStep(state: AppState): StepName {
  return workflowOf(state) === 2 ? 'domain-profile' : 'billing-profile';
}

export interface ContinueView {
  /** Logged in: validate and go on; anonymous: open the login panel. */
  action: 'validate' | 'login';
  /** Primary when not logged in, secondary when logged in (spec §2). */
  variant: 'primary' | 'secondary';
  disabled: boolean;
  next: StepName;
}

export function continueButton(state: AppState): ContinueView {
  const loggedIn = isLoggedIn(state);
  return {
    action: loggedIn ? 'validate' : 'login',
    variant: loggedIn ? 'secondary' : 'primary',
    disabled: cartCommandRunning(state),
    next: secondStep(state),
  };
}

export interface QuickOrderView {
  /** Logged in: the quick-order button; anonymous: a login link instead (spec §6). */
  mode: 'button' | 'login-link';
  running: boolean;
}

export function quickOrderBlock(state: AppState): QuickOrderView {
  return {
    mode: isLoggedIn(state) ? 'button' : 'login-link',
    running: quickOrderAsked(state) || commandRunning(state, 'quick-order'),
  };
}

const hidden: readonly Message[] = [];

/**
 * The messages a region shows: those of its path, except that the general ones are hidden while a
 * quick order runs (spec §8); they stay in the state and show again once it has finished.
 */
export function shownMessages(state: AppState, path: string): readonly Message[] {
  return path === GENERAL && quickOrderBlock(state).running ? hidden : messagesAt(state, path);
}

export interface DonationView {
  options: Donation['options'];
  /** The chosen round-up version, 'custom' for a custom amount, null when none is chosen. */
  chosen: RoundUpVersion | 'custom' | null;
  customDonation: number | null;
  donationVatIncluded: number | null;
  busy: boolean;
}

/** Null when the company offers no donation (`cart.donation` null). */
export function donationView(state: AppState): DonationView | null {
  const donation = loadedCart(state)?.donation ?? null;
  if (donation === null) return null;
  const current = donation.current ?? null;
  const chosen =
    current === null ? null : (current.roundUpVersion ?? (current.customDonation !== null ? 'custom' : null));
  return {
    options: donation.options,
    chosen,
    customDonation: current?.customDonation ?? null,
    donationVatIncluded: current?.donationVatIncluded ?? null,
    busy: commandRunning(state, 'set-donation', 'remove-donation'),
  };
}

export interface CartSummaryView extends SummaryNumbers {
  coupons: readonly Coupon[];
}

export function cartSummary(state: AppState): CartSummaryView | null {
  const numbers = summaryNumbers(state);
  if (numbers === null) return null;
  return { ...numbers, coupons: loadedCart(state)?.summary.coupons ?? [] };
}
