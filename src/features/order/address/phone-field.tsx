/**
 * The phone input (spec §5): a country-prefix select (the company's country first, then its
 * suggested neighbours) and the number, where digits, '+' and the separators people type (spaces,
 * dashes, dots, parentheses) can be typed. On blur after typing a leading 00 becomes '+', the
 * separators and a national trunk prefix go (`0905 123 456` is 905123456 behind +421), and a
 * leading known country code moves into the select. The committed value is prefix + number ('' without a number). The spec's 100 ms debounce
 * is the time the value takes to reach the form; committing on blur and on a prefix change gives
 * the form the same value without a timer in the view.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultPrefix,
  phoneValue,
  prefixOptions,
  sanitizeTyped,
  splitStored,
  splitTyped,
} from '../../../validation/phone-input';
import { FieldLabel } from './field-label';
import { FieldMessage, fieldMessageId } from './field-message';

export interface PhoneFieldProps {
  id: string;
  committed: string;
  companyCountry: string;
  required: boolean;
  error?: string | undefined;
  disabled?: boolean;
  /** The autofill section of the address (`section-billing`): the prefix and the number are its phone. */
  autofillSection?: string;
  onCommit(value: string): void;
}

export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation();
  const fallback = defaultPrefix(props.companyCountry);
  const [local, setLocal] = useState(() => ({
    ...splitStored(props.committed, fallback),
    base: props.committed,
    editing: false,
  }));
  let current = local;
  if (local.base !== props.committed && !local.editing) {
    current = { ...splitStored(props.committed, fallback), base: props.committed, editing: false };
    setLocal(current);
  }
  const commit = (prefix: string, number: string) => {
    const value = phoneValue({ prefix, number });
    setLocal({ prefix, number, base: value, editing: false });
    if (value !== props.committed) props.onCommit(value);
  };
  // Leaving the field (or Enter, which submits its form) commits what was typed; leaving it without
  // typing is not a change: a saved `+421 905 123 456` stays as the provider has it (spec §5
  // "validation on blur when changed", decision 023).
  const settle = () => {
    if (!current.editing) return;
    const parts = splitTyped(current.number, current.prefix);
    commit(parts.prefix, parts.number);
  };
  const error = current.editing ? undefined : props.error;
  const options = prefixOptions(props.companyCountry);
  const prefixId = `${props.id}-prefix`;
  const autofill = (token: string) => (props.autofillSection ? `${props.autofillSection} ${token}` : token);
  return (
    <div className="field field--phone">
      <FieldLabel htmlFor={props.id} text={t('address.field.phone')} required={props.required} />
      <div className="phone-field">
        <select
          id={prefixId}
          aria-label={t('address.field.phone.prefix')}
          autoComplete={autofill('tel-country-code')}
          value={current.prefix}
          disabled={props.disabled}
          onChange={(e) => commit(e.target.value, current.number)}
        >
          {options.map((o) => (
            <option key={o.country} value={o.dial}>
              {o.country} {o.dial}
            </option>
          ))}
        </select>
        <input
          id={props.id}
          type="tel"
          inputMode="tel"
          autoComplete={autofill('tel-national')}
          value={current.number}
          required={props.required}
          aria-required={props.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldMessageId(props.id) : undefined}
          disabled={props.disabled}
          onChange={(e) => setLocal({ ...current, number: sanitizeTyped(e.target.value), editing: true })}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') settle();
          }}
        />
      </div>
      <FieldMessage inputId={props.id} error={error} />
    </div>
  );
}
