/**
 * The shape of the server contact form read model (projections/server-form/model.ts), apart so projections/state.ts
 * can name the slice without importing the reducer.
 */
import type * as z from 'zod/mini';
import type { AppError } from '../../events/app-error';
import type { ServerFormVariant } from '../../events/catalogue/server-form';
import type { DedicatedServerOffer, FormOptionGroup, ServiceOffer } from '../../events/contract/offers';

export type ServerOffer = DedicatedServerOffer | z.infer<typeof ServiceOffer>;
type FormOptionGroupValue = z.infer<typeof FormOptionGroup>;

type OfferLoad =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; offer: ServerOffer }
  | { status: 'failed'; error: AppError };

type NameCheck =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | { status: 'checked'; name: string; available: boolean }
  | { status: 'failed'; name: string };

type FormSubmit = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: AppError };

export interface ServerFormState {
  variant: ServerFormVariant | null;
  uuid: string | null;
  offer: OfferLoad;
  options: FormOptionGroupValue[];
  /** Field values as committed (the server name as typed), so nothing is lost on a failure. */
  values: Record<string, string>;
  /** Field → message key, from the client rules or the provider's violations. */
  fieldErrors: Record<string, string>;
  nameCheck: NameCheck;
  submit: FormSubmit;
}

export const initialServerFormState: ServerFormState = {
  variant: null,
  uuid: null,
  offer: { status: 'idle' },
  options: [],
  values: {},
  fieldErrors: {},
  nameCheck: { status: 'idle' },
  submit: { status: 'idle' },
};
