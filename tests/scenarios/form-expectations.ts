/**
 * Judges a scenario's `expected.forms` with the app's own form rules, never a copy of them: the
 * address layout the form view renders (src/features/order/address/form-layout.ts, which asks the
 * per-country rules of projections/profiles/address-country.ts and the registries' required fields
 * the effects fetched), the problems a submit would refuse (form-errors.ts over src/validation),
 * the form's values as the profile-forms model folded them, and the phone input's prefixes
 * (src/validation/phone-input.ts). One readable line per mismatch.
 */
import type { AppConfig } from '../../events/contract/app-config';
import type { ExpectedForm } from '../../fixtures/scenarios/format';
import { profileForm } from '../../projections/profiles/selectors';
import type { AppState } from '../../projections/state';
import { formLayout, formProblems } from '../../src/features/order/address/form-layout';
import { defaultPrefix, prefixOptions, splitStored } from '../../src/validation/phone-input';

const json = (value: unknown) => JSON.stringify(value);
const sorted = (record: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export function checkForms(expected: readonly ExpectedForm[], state: AppState, config: AppConfig): string[] {
  const problems: string[] = [];
  for (const want of expected) {
    const name = `form ${want.form} (${want.role})`;
    const draft = profileForm(state, want.form);
    const layout = formLayout(state, config, want.form, want.role, want.additional);
    if (!draft || !layout) {
      problems.push(`${name} is not open`);
      continue;
    }
    const fields = layout.fields.map((f) => f.name as string);
    const required = layout.fields.filter((f) => f.required).map((f) => f.name as string);
    if (want.fields && json(fields) !== json(want.fields))
      problems.push(`${name} fields: expected ${json(want.fields)}, got ${json(fields)}`);
    if (want.required && json(required) !== json(want.required))
      problems.push(`${name} required: expected ${json(want.required)}, got ${json(required)}`);
    const shownHidden = (want.hidden ?? []).filter((f) => fields.includes(f));
    if (shownHidden.length > 0) problems.push(`${name} shows ${json(shownHidden)}, which must be hidden`);
    if (want.errors) {
      const errors = sorted(formProblems(state, config, want.form, want.role, want.additional));
      if (json(errors) !== json(sorted(want.errors)))
        problems.push(`${name} problems: expected ${json(sorted(want.errors))}, got ${json(errors)}`);
    }
    for (const [field, value] of Object.entries(want.values ?? {})) {
      if (draft.values[field] !== value)
        problems.push(`${name} value of ${field}: expected ${json(value)}, got ${json(draft.values[field])}`);
    }
    const fallback = defaultPrefix(config.companyCountry);
    if (want.phonePrefix !== undefined) {
      const phone = draft.values.phone;
      const prefix = splitStored(typeof phone === 'string' ? phone : '', fallback).prefix;
      if (prefix !== want.phonePrefix)
        problems.push(`${name} phone prefix: expected ${want.phonePrefix}, got ${prefix}`);
    }
    if (want.prefixOrder) {
      const order = prefixOptions(config.companyCountry)
        .slice(0, want.prefixOrder.length)
        .map((d) => d.country);
      if (json(order) !== json(want.prefixOrder))
        problems.push(`${name} phone prefixes: expected ${json(want.prefixOrder)} first, got ${json(order)}`);
    }
  }
  return problems;
}
