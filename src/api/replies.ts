/**
 * Readers for 2xx bodies: JSON validated with a contract schema, a Cart that must be present
 * (contract §1.5, 'cart value missing'), or a body that is ignored (204 endpoints, 202 polls).
 * A validated value is frozen and marked as such, so the log does not parse it again (decision 007).
 */
import type * as z from 'zod/mini';
import { Cart } from '../../events/contract/cart';
import { deepFreeze } from '../../events/deep-freeze';
import { markValidated } from '../../events/validated';
import { clientError, schemaMismatch, unparsableReply } from './failures';
import type { ReplyReader } from './request-spec';
import { messageKeys } from './message-keys';

export function jsonReply<S extends z.ZodMiniType>(schema: S): ReplyReader<z.output<S>> {
  return (status, text) => {
    if (text.trim() === '')
      return { ok: false, error: unparsableReply(status, 'empty body where JSON was expected') };
    let raw: unknown;
    try {
      // Frozen, so the body the log checks for secrets is the very input the value was parsed from.
      raw = deepFreeze(JSON.parse(text) as unknown);
    } catch {
      return { ok: false, error: unparsableReply(status, 'body is not JSON') };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { ok: false, error: schemaMismatch(status, parsed.error.issues) };
    return { ok: true, value: markValidated(schema, deepFreeze(parsed.data), raw), body: raw };
  };
}

/** [cart] and [cart-always] replies: every success must carry the whole Cart. */
export function cartReply<S extends z.ZodMiniType>(schema: S): ReplyReader<z.output<S>>;
export function cartReply(): ReplyReader<Cart>;
export function cartReply(schema: z.ZodMiniType = Cart): ReplyReader<unknown> {
  const json = jsonReply(schema);
  return (status, text) =>
    text.trim() === ''
      ? { ok: false, error: clientError(messageKeys.cartValueMissing, status) }
      : json(status, text);
}

/** 204 endpoints: whatever comes back is recorded, never interpreted. */
export const ignoreBody: ReplyReader<void> = (_status, text) => ({
  ok: true,
  value: undefined,
  body: recordable(text),
});

/** A body as the log can keep it: its JSON, or the start of its text; null when empty. */
function recordable(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text: text.slice(0, 200) };
  }
}
