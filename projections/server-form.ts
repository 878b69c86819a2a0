/**
 * The server contact form read model (spec §2, §5): opening a form starts it over for its variant
 * and uuid; the offer and options arrive (or the offer is not found); committed values clear their
 * field's message; the server name's availability answers; a submit is refused by the rules,
 * sent, or failed with the provider's violations placed on their fields.
 */
import { castDraft } from 'immer';
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';
import { initialServerFormState } from './server-form-state';

export const reduceServerForm: ReadModel = (draft, event) => {
  const f = draft.serverForm;
  match(event)
    .with({ type: 'server-form/opened' }, ({ payload }) => {
      draft.serverForm = castDraft({ ...initialServerFormState, ...payload, offer: { status: 'loading' } });
    })
    .with({ type: 'server-form/offer-received' }, ({ payload }) => {
      if (payload.uuid === f.uuid) f.offer = castDraft({ status: 'loaded' as const, offer: payload.offer });
    })
    .with({ type: 'server-form/options-received' }, ({ payload }) => {
      if (payload.uuid === f.uuid) f.options = castDraft(payload.groups);
    })
    .with({ type: 'server-form/load-failed' }, ({ payload }) => {
      if (payload.uuid === f.uuid) f.offer = castDraft({ status: 'failed' as const, error: payload.error });
    })
    .with({ type: 'server-form/field-committed' }, ({ payload }) => {
      f.values[payload.field] = payload.value;
      delete f.fieldErrors[payload.field];
    })
    .with({ type: 'server-form/server-name-edited' }, ({ payload }) => {
      f.values.serverName = payload.value;
      delete f.fieldErrors.serverName;
    })
    .with({ type: 'server-form/name-check-started' }, ({ payload }) => {
      f.nameCheck = { status: 'checking', name: payload.name };
    })
    .with({ type: 'server-form/name-checked' }, ({ payload }) => {
      f.nameCheck = { status: 'checked', ...payload };
    })
    .with({ type: 'server-form/name-check-failed' }, ({ payload }) => {
      f.nameCheck = { status: 'failed', name: payload.name };
    })
    .with({ type: 'server-form/submitted' }, ({ payload }) => {
      f.values = { ...payload.values };
      for (const [group, value] of Object.entries(payload.options)) f.values[`options.${group}`] = value;
      f.fieldErrors = {};
    })
    .with({ type: 'server-form/rejected' }, ({ payload }) => {
      f.fieldErrors = { ...payload.errors };
      f.submit = { status: 'idle' };
    })
    .with({ type: 'server-form/sending' }, () => {
      f.submit = { status: 'sending' };
    })
    .with({ type: 'server-form/sent' }, () => {
      f.submit = { status: 'sent' };
    })
    .with({ type: 'server-form/failed' }, ({ payload }) => {
      f.submit = castDraft({ status: 'failed' as const, error: payload.error });
      for (const violation of payload.error.violations) {
        const key = violation.errors[0]?.translationKey;
        if (key !== undefined && !(violation.propertyPath in f.fieldErrors))
          f.fieldErrors[violation.propertyPath] = key;
      }
    })
    .otherwise(() => {});
};
