/**
 * The rules of the service-settings step (spec §5 "Mandatory settings", bounds): a domain is
 * required and must be a valid domain name after ASCII conversion (domain-name.ts); a service name
 * follows its product (service-name.ts); a transfer auth code is required. Each is a struct read
 * through form-rules.ts; what a submit sends is only what changed.
 */
import type { EditableProperty } from '../../events/contract/scalars';
import { coerce, string } from 'superstruct';
import { domainNameStruct } from './domain-name';
import { normalizeDomain } from './domain-search';
import { requiredStruct, type FieldStruct } from './field-rules';
import { serviceNameStruct } from './service-name';

/**
 * A typed domain is judged as it is sent (changedSettings), read as the item drawer reads it: a
 * pasted ` https://www.Nova-Firma.sk/ ` is `nova-firma.sk`.
 */
const typedDomainStruct = coerce(domainNameStruct, string(), normalizeDomain);
const filledIn = requiredStruct('setting');

/** The rule of one mandatory property of an item with this product code. */
export function settingStruct(code: string, property: EditableProperty): FieldStruct {
  if (property === 'domain') return typedDomainStruct;
  if (property === 'name') return serviceNameStruct(code);
  return filledIn;
}

/** The properties whose value differs from the item's (trimmed): only these are sent. */
export function changedSettings(
  current: Readonly<Record<string, unknown>>,
  values: Readonly<Partial<Record<EditableProperty, string>>>,
): Partial<Record<EditableProperty, string>> {
  const changed: Partial<Record<EditableProperty, string>> = {};
  for (const [key, raw] of Object.entries(values) as [EditableProperty, string][]) {
    const value = key === 'domain' ? normalizeDomain(raw) : raw.trim();
    const before = current[key];
    if (value !== (typeof before === 'string' ? before : '')) changed[key] = value;
  }
  return changed;
}
