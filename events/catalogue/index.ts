/**
 * The event catalogue: every event type a session can contain, merged from one file per family.
 * Types for envelopes and payloads are inferred from these schemas.
 */
import type * as z from 'zod/mini';
import { actionButtonEvents } from './action-button';
import { apiEvents } from './api';
import { appEvents } from './app';
import { cartEvents } from './cart';
import { checkoutEvents } from './checkout';
import { cartItemEvents } from './cart-items';
import { cartExtrasEvents } from './cart-extras';
import { crossSellEvents } from './cross-sell';
import { heatmapEvents } from './heatmap';
import { layoutEvents } from './layout';
import { migrationEvents } from './migration';
import { messageEvents } from './messages';
import { navEvents } from './nav';
import { paymentEvents } from './payment';
import { profileEvents } from './profiles';
import { signupEvents } from './signup';
import { stepEvents } from './steps';
import { tutorialEvents } from './tutorial';
import { uiEvents } from './ui';
import { domainCheckerEvents } from './domain-checker';
import { websiteFlowEvents } from './website-flow';
import { serverFormEvents } from './server-form';
import { outdatedBrowserEvents } from './browser';
import { sessionEvents } from './session';

export const catalogue = {
  ...appEvents,
  ...sessionEvents,
  ...navEvents,
  ...apiEvents,
  ...cartEvents,
  ...cartItemEvents,
  ...cartExtrasEvents,
  ...crossSellEvents,
  ...migrationEvents,
  ...messageEvents,
  ...uiEvents,
  ...stepEvents,
  ...paymentEvents,
  ...checkoutEvents,
  ...profileEvents,
  ...signupEvents,
  ...layoutEvents,
  ...tutorialEvents,
  ...domainCheckerEvents,
  ...websiteFlowEvents,
  ...serverFormEvents,
  ...outdatedBrowserEvents,
  ...actionButtonEvents,
  ...heatmapEvents,
};

type Catalogue = typeof catalogue;
export type EventType = keyof Catalogue;
export type PayloadOf<T extends EventType> = z.output<Catalogue[T]['schema']>;
export type PayloadInput<T extends EventType> = z.input<Catalogue[T]['schema']>;
export const eventTypes = Object.keys(catalogue) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(catalogue, type);
}
