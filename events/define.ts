/**
 * How an event type is declared: its kind (intent or fact), its payload schema, the payload keys
 * that are sensitive beyond the global list in redact.ts, and whether no read model folds it. One
 * call per event keeps the catalogue readable as a table of what can happen in a session. Also how
 * a feature declares the cart commands its intents become (decision 073).
 */
import type * as z from 'zod/mini';

export type EventKind = 'intent' | 'fact';
export interface EventDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly kind: EventKind;
  readonly schema: S;
  /** Extra payload keys to redact for this event (the global list applies anyway). */
  readonly sensitive?: readonly string[];
  /**
   * `false`: no read model keeps it (an intent only effects act on, a fact the state does not
   * need). Said where the event is declared, so that a new event type gets a decision there: a
   * handler in a model, or this; tests/projections/fold.test.ts holds the fold to it.
   */
  readonly folded?: false;
}

export interface EventOptions {
  readonly sensitive?: readonly string[];
  readonly folded?: false;
}

const definitionOf =
  (kind: EventKind) =>
  <S extends z.ZodMiniType>(schema: S, options: EventOptions = {}): EventDefinition<S> => ({
    kind,
    schema,
    ...(options.sensitive ? { sensitive: options.sensitive } : {}),
    ...(options.folded === false ? { folded: false as const } : {}),
  });

export const intent = definitionOf('intent');
export const fact = definitionOf('fact');

/** Said of an event that no read model folds (see `EventDefinition.folded`). */
export const notFolded: EventOptions = Object.freeze({ folded: false });

/**
 * A cart command a feature's intent becomes (spec §4): queued with every other cart change, and
 * its failure told at its message area (spec §8, projections/messages/routing.ts).
 */
export interface CartCommandDefinition {
  /** Where a cart-level failure's message is shown; `general` when not said. Item commands use the item's id. */
  readonly area?: string;
  /**
   * A form shown on its own whose violations name its field (the custom donation, E20): the
   * field's message is the whole answer, so it is not repeated at the area (issue 14).
   */
  readonly fieldForm?: true;
}

/** A feature's cart commands by name, declared next to its events (decision 073). */
export const cartCommands = <const C extends Record<string, CartCommandDefinition>>(commands: C): C =>
  commands;
