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

const definitionOf =
  (kind: EventKind) =>
  <S extends z.ZodMiniType>(schema: S, sensitive?: readonly string[]): EventDefinition<S> => ({
    kind,
    schema,
    ...(sensitive ? { sensitive } : {}),
  });

export const intent = definitionOf('intent');
export const fact = definitionOf('fact');
