/**
 * The validation-API checks of the address form (spec §5 "Tax identifiers", contract §3, E1–E4):
 * a committed company id, tax id, VAT id or bonus card is sent to the validation API with the
 * profile's country (or the customer's first and last name for the bonus card); the answer lands
 * on the field with the spec's message. In the Czech setting the VAT field stands for the tax id
 * ('Invalid TaxID'). Name edits re-check a filled bonus card after 300 ms of quiet. A newer value
 * of the same field cancels the older check.
 */
import {
  EMPTY,
  Observable,
  Subscription,
  asyncScheduler,
  debounceTime,
  filter,
  from,
  groupBy,
  map,
  mergeMap,
  of,
  switchMap,
} from 'rxjs';
import type { CheckedField, FormValues, ProfileFormId } from '../../../events/catalogue/profiles';
import { vatShownAsTaxId } from '../../../projections/profiles/address-country';
import type { AppState } from '../../../projections/state';
import type { ApiClient } from '../../api/client';
import { clientError } from '../../api/failures';
import type { Result } from '../../api/result';
import { messages } from '../../validation/messages';
import type { EffectDeps } from '../runtime/deps';
import { foldedOfType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';

export const NAME_DEBOUNCE_MS = 300;

const checked: ReadonlySet<string> = new Set(['vatId', 'taxId', 'companyId', 'bonusCard']);

interface CheckRequest {
  form: ProfileFormId;
  field: CheckedField;
  value: string;
  values: FormValues;
}

const text = (values: FormValues, field: string) => {
  const v = values[field];
  return typeof v === 'string' ? v.trim() : '';
};

/** The message for `valid: false` (contract §3). */
function invalidMessage(field: CheckedField, country: string): string {
  if (field === 'companyId') return messages.companyId;
  if (field === 'vatId') return vatShownAsTaxId(country) ? messages.vatIdCz : messages.vatId;
  if (field === 'taxId') return messages.taxId;
  return messages.bonusCard;
}

function call(
  api: ApiClient,
  request: CheckRequest,
  signal: AbortSignal,
): Promise<Result<{ valid: boolean }>> {
  const { field, value, values } = request;
  const countryCode = text(values, 'countryCode');
  const o = { signal };
  if (field === 'bonusCard') {
    const names = { firstName: text(values, 'firstName'), lastName: text(values, 'lastName') };
    return api.validateIsic({ bonusCard: value, ...names }, o);
  }
  if (field === 'companyId') return api.validateCompanyId({ companyId: value, countryCode }, o);
  if (field === 'vatId') return api.validateVatId({ vatId: value, countryCode }, o);
  return api.validateTaxId({ taxId: value, countryCode }, o);
}

/** Why a check cannot be sent yet (country first; names before a bonus card), or null. */
function missingFirst(request: CheckRequest): string | null {
  if (request.field === 'bonusCard') {
    const named = text(request.values, 'firstName') !== '' && text(request.values, 'lastName') !== '';
    return named ? null : messages.bonusCardNames;
  }
  return text(request.values, 'countryCode') === '' ? messages.countryRequired : null;
}

function requestFor(state: AppState, form: ProfileFormId, field: CheckedField): CheckRequest | null {
  const values = state.profileForms.forms[form]?.values;
  if (!values) return null;
  const value = text(values, field);
  return value === '' ? null : { form, field, value, values };
}

export function profileChecksEffect({ log, api, scheduler }: EffectDeps): Subscription {
  const folded = foldedEvents(log);
  const commits: Observable<CheckRequest> = folded.pipe(
    foldedOfType('profiles/field-committed'),
    mergeMap(({ event, state }) => {
      if (!checked.has(event.payload.field)) return EMPTY;
      const request = requestFor(state, event.payload.form, event.payload.field as CheckedField);
      return request ? of(request) : EMPTY;
    }),
  );
  const nameEdits: Observable<CheckRequest> = folded.pipe(
    foldedOfType('profiles/field-edited', 'profiles/field-committed'),
    filter(({ event }) => event.payload.field === 'firstName' || event.payload.field === 'lastName'),
    map(({ event, state }) => ({ form: event.payload.form, state })),
    groupBy(({ form }) => form),
    mergeMap((byForm) =>
      byForm.pipe(
        debounceTime(NAME_DEBOUNCE_MS, scheduler ?? asyncScheduler),
        mergeMap(({ form, state }) => {
          const request = requestFor(state, form, 'bonusCard');
          return request ? of(request) : EMPTY;
        }),
      ),
    ),
  );

  return from([commits, nameEdits])
    .pipe(
      mergeMap((stream) => stream),
      groupBy((r) => `${r.form}:${r.field}`),
      mergeMap((byField) => byField.pipe(switchMap((request) => cancellable(request)))),
    )
    .subscribe();

  /** Unsubscribing (a newer value of the field) aborts the call and drops its answer. */
  function cancellable(request: CheckRequest): Observable<never> {
    return new Observable<never>((subscriber) => {
      const controller = new AbortController();
      void run(request, controller.signal).finally(() => subscriber.complete());
      return () => controller.abort();
    });
  }

  async function run(request: CheckRequest, signal: AbortSignal): Promise<void> {
    const { form, field, value } = request;
    const missing = missingFirst(request);
    if (missing) {
      log.append('profiles/check-failed', { form, field, value, error: clientError(missing) });
      return;
    }
    log.append('profiles/check-started', { form, field, value });
    const result = await call(api, request, signal);
    if (signal.aborted) return;
    if (!result.ok) {
      log.append('profiles/check-failed', { form, field, value, error: result.error });
      return;
    }
    const country = text(request.values, 'countryCode');
    log.append('profiles/check-answered', {
      form,
      field,
      value,
      valid: result.value.valid,
      messageKey: result.value.valid ? null : invalidMessage(field, country),
    });
  }
}
