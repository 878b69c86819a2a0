/**
 * The event envelope `{ seq, at, type, payload, v }` (design.md "Events"). `seq` is given by the
 * log, `at` is ms since session start, `v` is the schema version the event was written with.
 */
import * as z from 'zod/mini';
import type { EventType, PayloadOf } from './catalogue/index';

/** Bump when a payload changes incompatibly; add an upcaster in session-file.ts. */
export const EVENT_SCHEMA_VERSION = 1;

type Envelope<T extends EventType = EventType> = {
  readonly seq: number;
  readonly at: number;
  readonly type: T;
  readonly payload: PayloadOf<T>;
  readonly v: number;
};

/** Union of all concrete envelopes, so `match(event)` / `switch (event.type)` narrows the payload. */
export type AppEvent = { [T in EventType]: Envelope<T> }[EventType];
export type EventOf<T extends EventType> = Extract<AppEvent, { type: T }>;

export const RawEnvelope = z.object({
  seq: z.int().check(z.nonnegative()),
  at: z.number().check(z.nonnegative()),
  type: z.string(),
  payload: z.unknown(),
  v: z.int().check(z.positive()),
});
