/**
 * How an event type is declared: its kind (intent or fact), its payload schema and the payload keys
 * that are sensitive beyond the global list in redact.ts. One call per event keeps the catalogue
 * readable as a table of what can happen in a session.
 */
import type * as z from 'zod/mini';

export type EventKind = 'intent' | 'fact';
export interface EventDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly kind: EventKind;
  readonly schema: S;
  /** Extra payload keys to redact for this event (the global list applies anyway). */
  readonly sensitive?: readonly string[];
}

export const intent = <S extends z.ZodMiniType>(
  schema: S,
  sensitive?: readonly string[],
): EventDefinition<S> => ({
  kind: 'intent',
  schema,
  ...(sensitive ? { sensitive } : {}),
});

export const fact = <S extends z.ZodMiniType>(
  schema: S,
  sensitive?: readonly string[],
): EventDefinition<S> => ({
  kind: 'fact',
  schema,
  ...(sensitive ? { sensitive } : {}),
});
