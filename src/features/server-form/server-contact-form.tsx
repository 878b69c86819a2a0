/**
 * The contact form (spec §2, §5): name, e-mail, phone, note and one select per option group; the
 * server inquiry adds the server name (its availability answered while typed) and the period.
 * Values are the customer's while typed; each is committed on leaving the field when it changed
 * (and then checked, spec §5) and all are sent with the submit, which the effect checks and sends.
 * Messages come from the state and belong to the value they were given for: typing clears a field's
 * message at once, leaving it unchanged keeps it. A refused submit with nothing typed at all says
 * 'Cannot submit an empty form' (spec §5) instead of the general 'form contains errors' line. The
 * form's own messages come after the button, so nothing above it moves when a field loses focus.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFormVariant } from '../../../events/catalogue/server-form';
import type { ServerFormState } from '../../../projections/server-form/state';
import { useDispatch } from '../../app/services';
import { periodLabel } from '../../i18n/period-label';
import { useServices } from '../../app/services';
import { messages } from '../../validation/messages';
import { isEmptyServerForm } from '../../validation/server-form-rules';
import { ServerFormField } from './server-form-field';

const TEXT_FIELDS = [
  { name: 'name', label: 'server_form.field.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'server_form.field.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'server_form.field.phone', type: 'tel', autoComplete: 'tel' },
] as const;

function nameHint(form: ServerFormState, typed: string): string | null {
  const check = form.nameCheck;
  if (check.status === 'idle' || check.name !== typed.trim()) return null;
  if (check.status === 'checking') return 'server_form.name_checking';
  if (check.status === 'checked') return check.available ? 'server_form.name_available' : null;
  return null;
}

export function ServerContactForm({
  variant,
  uuid,
  form,
  periods,
}: {
  variant: ServerFormVariant;
  uuid: string;
  form: ServerFormState;
  periods: readonly number[];
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    period: String(periods[periods.length - 1] ?? 12),
    ...form.values,
  }));
  const [options, setOptions] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      form.options.map((g) => [g.name, form.values[`options.${g.name}`] ?? g.options[0]?.value ?? '']),
    ),
  );
  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  /** The typed value differs from the committed one (the one its message, if any, is about). */
  const changed = (field: string) => (values[field] ?? '') !== (form.values[field] ?? '');
  const commit = (field: string) => {
    if (changed(field)) dispatch('server-form/field-committed', { field, value: values[field] ?? '' });
  };
  const sending = form.submit.status === 'sending';
  const typedName = values.serverName ?? '';
  const check = form.nameCheck;
  const taken = check.status === 'checked' && !check.available && check.name === typedName.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const groups = Object.fromEntries(form.options.map((g) => [g.name, options[g.name] ?? '']));
    const sent =
      variant === 'server'
        ? values
        : {
            name: values.name ?? '',
            email: values.email ?? '',
            phone: values.phone ?? '',
            note: values.note ?? '',
          };
    dispatch('server-form/submitted', { variant, uuid, values: sent, options: groups });
  };
  const error = (field: string) => (changed(field) ? null : (form.fieldErrors[field] ?? null));
  const hint = nameHint(form, typedName);
  return (
    <form className="server-form" onSubmit={onSubmit} noValidate aria-labelledby="server-contact-title">
      {variant === 'server' && (
        <ServerFormField
          label="server_form.field.server_name"
          error={error('serverName') ?? (taken ? messages.serverNameTaken : null)}
          hint={hint && <span className="field__hint">{t(hint)}</span>}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              value={typedName}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => {
                set('serverName', e.target.value);
                dispatch('server-form/server-name-edited', { value: e.target.value });
              }}
            />
          )}
        </ServerFormField>
      )}
      {TEXT_FIELDS.map((f) => (
        <ServerFormField key={f.name} label={f.label} error={error(f.name)}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.name] ?? ''}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => set(f.name, e.target.value)}
              onBlur={() => commit(f.name)}
            />
          )}
        </ServerFormField>
      ))}
      {variant === 'server' && periods.length > 0 && (
        <ServerFormField label="server_form.field.period" error={error('period')}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              value={values.period ?? ''}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => {
                set('period', e.target.value);
                dispatch('server-form/field-committed', { field: 'period', value: e.target.value });
              }}
            >
              {periods.map((p) => (
                <option key={p} value={String(p)}>
                  {periodLabel(p, locale)}
                </option>
              ))}
            </select>
          )}
        </ServerFormField>
      )}
      {form.options.map((group) => (
        <ServerFormField key={group.name} label={group.label} error={error(`options.${group.name}`)}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              value={options[group.name] ?? ''}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => {
                setOptions((o) => ({ ...o, [group.name]: e.target.value }));
                dispatch('server-form/field-committed', {
                  field: `options.${group.name}`,
                  value: e.target.value,
                });
              }}
            >
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </ServerFormField>
      ))}
      <ServerFormField label="server_form.field.note" error={error('note')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={values.note ?? ''}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set('note', e.target.value)}
            onBlur={() => commit('note')}
          />
        )}
      </ServerFormField>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('server_form.submit')}
      </button>
      <div className="server-form__alerts">
        {form.submit.status === 'failed' && form.submit.error.violations.length === 0 && (
          <p className="message message--error" role="alert">
            {t(form.submit.error.messageKey)}
          </p>
        )}
        {Object.keys(form.fieldErrors).length > 0 && (
          <p className="message message--error" role="alert">
            {t(isEmptyServerForm(variant, form.values) ? messages.emptyForm : messages.invalidForm)}
          </p>
        )}
      </div>
    </form>
  );
}
