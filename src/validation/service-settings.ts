/**
 * The rules of the service-settings step (spec §5 "Mandatory settings", bounds): a domain is
 * required and must be a valid domain name after ASCII conversion; a service name follows its
 * product (VDC 3–70 word characters or hyphens, VPS 5–64 lowercase letters or digits, a server
 * 2–125 letters or digits); a transfer auth code is required. Each rule answers one message key.
 */
import type { EditableProperty } from '../../events/contract/scalars';
import { isValidDomainName } from './domain-name';
import { checkText, isBlank, type TextRule } from './field-rules';
import { messages } from './messages';

export const serviceNameRules = {
  vdc: { min: 3, max: 70, pattern: /^[\w-]+$/, patternKey: 'validation.service_name.vdc' },
  vps: { min: 5, max: 64, pattern: /^[a-z0-9]+$/, patternKey: 'validation.service_name.vps' },
  server: { min: 2, max: 125, pattern: /^[\p{L}\p{N}]+$/u, patternKey: 'validation.service_name.server' },
} satisfies Record<string, Omit<TextRule, 'required'>>;

export function nameRuleFor(code: string): Omit<TextRule, 'required'> {
  if (code === 'vdc') return serviceNameRules.vdc;
  if (code === 'vps') return serviceNameRules.vps;
  return serviceNameRules.server;
}

/** The message key for a value of one mandatory property of an item with this code, or null. */
export function checkSetting(code: string, property: EditableProperty, value: string): string | null {
  if (property === 'domain') {
    if (isBlank(value)) return messages.required;
    return isValidDomainName(value.trim().toLowerCase()) ? null : 'validation.domain_name';
  }
  if (property === 'name') return checkText(value, { required: true, ...nameRuleFor(code) });
  return isBlank(value) ? messages.required : null;
}

/** The properties whose value differs from the item's (trimmed): only these are sent. */
export function changedSettings(
  current: Readonly<Record<string, unknown>>,
  values: Readonly<Partial<Record<EditableProperty, string>>>,
): Partial<Record<EditableProperty, string>> {
  const changed: Partial<Record<EditableProperty, string>> = {};
  for (const [key, raw] of Object.entries(values) as [EditableProperty, string][]) {
    const value = key === 'domain' ? raw.trim().toLowerCase() : raw.trim();
    const before = current[key];
    if (value !== (typeof before === 'string' ? before : '')) changed[key] = value;
  }
  return changed;
}
