/**
 * The config page's edit form: company variant, workflow, languages and profile limits for this
 * browser session. Checking and keeping the edit is config-override.ts; this view fills the form,
 * shows each field's translated message when the edit is refused (nothing is kept then), and on
 * success reloads so boot starts the session with the edited config. Reset drops the edit.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companyCodes } from '../../events/contract/scalars';
import { useServices } from '../../src/app/services';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import {
  clearOverride,
  formOf,
  overrideFrom,
  readOverride,
  saveOverride,
  withCompany,
  type ConfigField,
  type ConfigForm,
  type FieldError,
} from './config-override';

export interface ConfigEditorProps {
  storage: KeyValueStorage;
  /** The page's own `data-params` (the base the edit is validated over). */
  page: Record<string, unknown>;
  reload(): void;
}

export function ConfigEditor({ storage, page, reload }: ConfigEditorProps) {
  const { t } = useTranslation();
  const { config } = useServices();
  const override = readOverride(storage);
  const [form, setForm] = useState<ConfigForm>(() => formOf(config, { ...page, ...override }));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = overrideFrom(form, page);
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    saveOverride(storage, result.override);
    reload();
  };
  const reset = () => {
    clearOverride(storage);
    reload();
  };
  const errorOf = (field: ConfigField) => errors.find((e) => e.field === field);
  const describe = (field: ConfigField) => {
    const error = errorOf(field);
    return error
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : { 'aria-invalid': false as const };
  };
  const message = (field: ConfigField) => {
    const error = errorOf(field);
    return error ? (
      <span id={`${id}-${field}-error`} className="developer__field-error">
        {t(error.messageKey, error.values ?? {})}
      </span>
    ) : null;
  };
  const text = (field: ConfigField, labelKey: string, inputMode?: 'numeric') => (
    <div>
      <label htmlFor={`${id}-${field}`}>{t(labelKey)}</label>{' '}
      <input
        id={`${id}-${field}`}
        name={field}
        inputMode={inputMode}
        value={form[field]}
        onChange={(e) => setForm({ ...form, [field]: e.currentTarget.value })}
        {...describe(field)}
      />{' '}
      {message(field)}
    </div>
  );
  const general = errors.filter((e) => e.field === null);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('devtools.config.edit_title')}</h2>
      <p data-testid="config-override-state">
        {override ? t('devtools.config.overridden') : t('devtools.config.not_overridden')}
      </p>
      <form onSubmit={onSubmit} className="developer__config-form" noValidate>
        <div>
          <label htmlFor={`${id}-company`}>{t('devtools.config.company')}</label>{' '}
          <select
            id={`${id}-company`}
            name="company"
            value={form.company}
            onChange={(e) => setForm(withCompany(form, e.currentTarget.value))}
            {...describe('company')}
          >
            {companyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>{' '}
          {message('company')}
        </div>
        <div>
          <label htmlFor={`${id}-workflow`}>{t('devtools.config.workflow')}</label>{' '}
          <select
            id={`${id}-workflow`}
            name="workflow"
            value={form.workflow}
            onChange={(e) => setForm({ ...form, workflow: e.currentTarget.value })}
            {...describe('workflow')}
          >
            <option value="1">{t('devtools.config.workflow_1')}</option>
            <option value="2">{t('devtools.config.workflow_2')}</option>
          </select>{' '}
          {message('workflow')}
        </div>
        {text('languages', 'devtools.config.languages')}
        {text('billingProfileCountLimit', 'devtools.config.billing_limit', 'numeric')}
        {text('domainProfileCountLimit', 'devtools.config.domain_limit', 'numeric')}
        <button type="submit">{t('devtools.config.apply')}</button>{' '}
        <button type="button" onClick={reset} disabled={!override}>
          {t('devtools.config.reset')}
        </button>
      </form>
      {errors.length > 0 && (
        <p role="alert" data-testid="config-errors">
          {t('devtools.config.not_changed')}
          {general.map((e) => (
            <span key={e.messageKey} className="developer__detail-text">
              {' '}
              {t(e.messageKey, e.values ?? {})}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
