/**
 * The rules of the server, monitoring and management contact forms (spec §5, contract E53–E55):
 * name (required, 2–64 letters, accents, digits, apostrophe, hyphen, space), e-mail, phone
 * (required), an optional note of at most 1000 characters, every option group chosen; the server
 * inquiry adds the server name (the service name rule of a server, service-name.ts) and the period.
 * Each field shows the key of the first rule it breaks (superstruct, read by form-rules.ts).
 */
import type { ServerFormVariant } from '../../events/catalogue/server-form';
import {
  emailStruct,
  phoneStruct,
  requiredStruct,
  textRules,
  textStruct,
  type FieldStruct,
} from './field-rules';
import { isEmptyForm, validateForm, type FieldErrors } from './form-rules';
import { serverNameStruct } from './service-name';

const NOTE_MAX = 1000;

export function serverFormStructs(
  variant: ServerFormVariant,
  optionGroups: readonly string[],
): Record<string, FieldStruct> {
  const structs: Record<string, FieldStruct> = {
    name: textStruct('name', { ...textRules.name, required: true }),
    email: emailStruct('email', true),
    phone: phoneStruct('phone', true),
    note: textStruct('note', { required: false, max: NOTE_MAX }),
  };
  for (const group of optionGroups) structs[`options.${group}`] = requiredStruct(group);
  if (variant === 'server') {
    structs.serverName = serverNameStruct;
    structs.period = textStruct('period', { required: true, pattern: /^(1|3|6|12|24)$/ });
  }
  return structs;
}

/** The fields the customer types (the period and option groups always hold a choice). */
export function serverFormTypedFields(variant: ServerFormVariant): readonly string[] {
  const base = ['name', 'email', 'phone', 'note'];
  return variant === 'server' ? ['serverName', ...base] : base;
}

/** Nothing typed at all: the form says 'Cannot submit an empty form' (spec §5, decision 016). */
export function isEmptyServerForm(
  variant: ServerFormVariant,
  values: Readonly<Record<string, string>>,
): boolean {
  return isEmptyForm(values, serverFormTypedFields(variant));
}

/** Field → message key for every broken field; empty when the form may be sent. */
export function validateServerForm(
  variant: ServerFormVariant,
  values: Readonly<Record<string, string>>,
  options: Readonly<Record<string, string>>,
  optionGroups: readonly string[],
): FieldErrors {
  const flat: Record<string, string> = { ...values };
  for (const group of optionGroups) flat[`options.${group}`] = options[group] ?? '';
  return validateForm(flat, serverFormStructs(variant, optionGroups));
}
