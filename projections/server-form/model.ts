/**
 * The server contact form read model (spec §2, §5): opening a form starts it over for its variant
 * and uuid; the offer and options arrive (or the offer is not found); a changed value committed
 * clears its field's message and the check of it may name a new one (an unchanged one keeps it); the server name's availability answers; a submit is refused by the rules,
 * sent, or failed with the provider's violations placed on their fields.
 */
import { castDraft } from 'immer';
import { edit, onSlice } from '../on-events';
import { initialServerFormState } from './state';

export const reduceServerForm = onSlice('serverForm', {
  'server-form/opened': (_f, { payload }) => ({
    ...initialServerFormState,
    ...payload,
    offer: { status: 'loading' },
  }),
  'server-form/offer-received': edit((f, { payload }) => {
    if (payload.uuid === f.uuid) f.offer = castDraft({ status: 'loaded' as const, offer: payload.offer });
  }),
  'server-form/options-received': edit((f, { payload }) => {
    if (payload.uuid === f.uuid) f.options = castDraft(payload.groups);
  }),
  'server-form/load-failed': edit((f, { payload }) => {
    if (payload.uuid === f.uuid) f.offer = castDraft({ status: 'failed' as const, error: payload.error });
  }),
  'server-form/field-committed': edit((f, { payload }) => {
    if ((f.values[payload.field] ?? '') === payload.value) return;
    f.values[payload.field] = payload.value;
    delete f.fieldErrors[payload.field];
  }),
  'server-form/field-checked': edit((f, { payload }) => {
    if (payload.error === null) delete f.fieldErrors[payload.field];
    else f.fieldErrors[payload.field] = payload.error;
  }),
  'server-form/server-name-edited': edit((f, { payload }) => {
    f.values.serverName = payload.value;
    delete f.fieldErrors.serverName;
  }),
  'server-form/name-check-started': edit((f, { payload }) => {
    f.nameCheck = { status: 'checking', name: payload.name };
  }),
  'server-form/name-checked': edit((f, { payload }) => {
    f.nameCheck = { status: 'checked', ...payload };
  }),
  'server-form/name-check-failed': edit((f, { payload }) => {
    f.nameCheck = { status: 'failed', name: payload.name };
  }),
  'server-form/submitted': edit((f, { payload }) => {
    f.values = { ...payload.values };
    for (const [group, value] of Object.entries(payload.options)) f.values[`options.${group}`] = value;
    f.fieldErrors = {};
  }),
  'server-form/rejected': edit((f, { payload }) => {
    f.fieldErrors = { ...payload.errors };
    f.submit = { status: 'idle' };
  }),
  'server-form/sending': edit((f, _event) => {
    f.submit = { status: 'sending' };
  }),
  'server-form/sent': edit((f, _event) => {
    f.submit = { status: 'sent' };
  }),
  'server-form/failed': edit((f, { payload }) => {
    f.submit = castDraft({ status: 'failed' as const, error: payload.error });
    for (const violation of payload.error.violations) {
      const key = violation.errors[0]?.translationKey;
      if (key !== undefined && !(violation.propertyPath in f.fieldErrors))
        f.fieldErrors[violation.propertyPath] = key;
    }
  }),
});
