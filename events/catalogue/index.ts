/**
 * The event catalogue: every event type a session can contain, merged from one file per family.
 * Types for envelopes and payloads are inferred from these schemas.
 */
import type * as z from 'zod';
import { apiEvents } from './api';
import { appEvents } from './app';
import { cartEvents } from './cart';
import { messageEvents } from './messages';
import { navEvents } from './nav';
import { paymentEvents } from './payment';
import { profileEvents } from './profiles';
import { stepEvents } from './steps';
import { uiEvents } from './ui';

export const catalogue = {
  ...appEvents,
  ...navEvents,
  ...apiEvents,
  ...cartEvents,
  ...messageEvents,
  ...uiEvents,
  ...stepEvents,
  ...paymentEvents,
  ...profileEvents,
};

export type Catalogue = typeof catalogue;
export type EventType = keyof Catalogue;
export type PayloadOf<T extends EventType> = z.output<Catalogue[T]['schema']>;
export type PayloadInput<T extends EventType> = z.input<Catalogue[T]['schema']>;
export const eventTypes = Object.keys(catalogue) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(catalogue, type);
}
