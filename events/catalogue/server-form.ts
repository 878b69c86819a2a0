/**
 * The server, monitoring and management contact forms (spec §2, §5, §7; contract E48–E56): the
 * offer and options shown for the uuid in the URL, the fields as committed, the server-name
 * availability asked while it is typed (at most once a second), and the submit with its outcome.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { DedicatedServerOffer, FormOptionGroup, ServiceOffer } from '../contract/offers';
import { fact, intent } from '../define';

export const ServerFormVariant = z.enum(['server', 'monitoring', 'management']);
export type ServerFormVariant = z.infer<typeof ServerFormVariant>;
const FieldValues = z.record(z.string(), z.string());

export const serverFormEvents = {
  /** The page for this variant and uuid was opened; the effect loads what it shows. */
  'server-form/opened': fact(z.object({ variant: ServerFormVariant, uuid: z.string() })),
  'server-form/offer-received': fact(
    z.object({ uuid: z.string(), offer: z.union([DedicatedServerOffer, ServiceOffer]) }),
  ),
  'server-form/options-received': fact(z.object({ uuid: z.string(), groups: z.array(FormOptionGroup) })),
  /** The offer could not be loaded (404 `server_form.offer_not_found` for an unknown uuid). */
  'server-form/load-failed': fact(z.object({ uuid: z.string(), error: AppError })),
  /** A field's changed value once the customer leaves it (its message, about the old value, goes). */
  'server-form/field-committed': intent(z.object({ field: z.string(), value: z.string() })),
  /** The committed value against its rule (spec §5, validation on blur when changed): its message or null. */
  'server-form/field-checked': fact(z.object({ field: z.string(), error: z.nullable(z.string()) })),
  /** Every change of the server name, for the throttled availability check. */
  'server-form/server-name-edited': intent(z.object({ value: z.string() })),
  'server-form/name-check-started': fact(z.object({ name: z.string() })),
  'server-form/name-checked': fact(z.object({ name: z.string(), available: z.boolean() })),
  'server-form/name-check-failed': fact(z.object({ name: z.string(), error: AppError })),
  'server-form/submitted': intent(
    z.object({ variant: ServerFormVariant, uuid: z.string(), values: FieldValues, options: FieldValues }),
  ),
  /** The form broke its rules: field → message key; nothing was sent. */
  'server-form/rejected': fact(z.object({ errors: FieldValues })),
  'server-form/sending': fact(z.object({ variant: ServerFormVariant })),
  'server-form/sent': fact(z.object({ variant: ServerFormVariant })),
  'server-form/failed': fact(z.object({ error: AppError })),
};
