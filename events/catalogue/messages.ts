/**
 * Messages shown to the customer, per display path (general, note, discount, discount_rm,
 * quick-order, uploadedFiles, an item id, a field path).
 */
import * as z from 'zod/mini';
import { fact, intent } from '../define';

export const Message = z.object({
  translationKey: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  text: z.optional(z.string()),
  type: z.enum(['error', 'warning', 'info', 'success']),
  originalPath: z.optional(z.string()),
  /**
   * What the message offers besides dismissing it: `reload-cart` is "Try again", which reads the
   * cart again (a cart that could not be loaded, a call that timed out; issue 22).
   */
  action: z.optional(z.enum(['reload-cart'])),
});
export type Message = z.infer<typeof Message>;

export const messageEvents = {
  'messages/shown': fact(z.object({ path: z.string(), message: Message })),
  'messages/dismissed': intent(z.object({ path: z.string(), translationKey: z.string() })),
  'messages/cleared': fact(z.object({ path: z.optional(z.string()) })),
  /** Paths that currently have a view showing them; messages for others fall back to `general`. */
  'messages/subscribed': fact(z.object({ path: z.string() })),
  'messages/unsubscribed': fact(z.object({ path: z.string() })),
};
