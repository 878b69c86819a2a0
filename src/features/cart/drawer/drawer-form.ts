/**
 * The item drawer's form as pure functions: its starting values from the item, the checks made
 * before saving (domain required and well-formed, a changed service name following its product's
 * rules of spec §5 — the service-settings step's own rules — and a profile picked when the item gets
 * its own), and the update request holding only what changed (contract E10 "only changed fields are
 * sent"), or null when nothing did.
 */
import type { CartItem, LicenseCounts } from '../../../../events/contract/cart';
import type { UpdateItemRequest } from '../../../../events/contract/requests';
import type { DrawerFields } from '../../../../projections/cart-items/item-drawer';
import { LICENCE_TYPES } from '../../../../projections/cart-items/business-mail';
import { domainNameStruct } from '../../../validation/domain-name';
import { normalizeDomain } from '../../../validation/domain-search';
import { requiredStruct, type FieldStruct } from '../../../validation/field-rules';
import { ruleFailure } from '../../../validation/form-rules';
import { serviceNameStruct } from '../../../validation/service-name';

const domainProfileStruct = requiredStruct('domainProfileId');

export interface DrawerForm {
  domain: string;
  licences: LicenseCounts | null;
  period: number;
  name: string;
  useDomainProfile: boolean;
  domainProfileId: number | null;
}

export function initialForm(item: CartItem, licences: LicenseCounts | null): DrawerForm {
  const profileId = item.properties.domainProfileId ?? null;
  return {
    domain: item.properties.domain ?? '',
    licences,
    period: item.period,
    name: item.properties.name ?? '',
    useDomainProfile: profileId !== null,
    domainProfileId: profileId,
  };
}

/**
 * Problems found before saving, by item-relative path (translation keys). The service name is
 * checked only when it would be sent (changed): a name the provider already holds is not the
 * customer's to fix here, and must not block a period or licence change.
 */
export function drawerFormErrors(
  item: CartItem,
  form: DrawerForm,
  fields: DrawerFields,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, value: unknown, struct: FieldStruct) => {
    const failure = ruleFailure(value, struct);
    if (failure !== null) errors[path] = failure;
  };
  if (fields.domain) check('properties.domain', normalizeDomain(form.domain), domainNameStruct);
  if (fields.additional.includes('name') && nameChanged(item, form)) {
    check('properties.name', form.name, serviceNameStruct(item.code));
  }
  if (fields.domainProfile && form.useDomainProfile) {
    check('properties.domainProfileId', form.domainProfileId, domainProfileStruct);
  }
  return errors;
}

export function drawerChanges(
  item: CartItem,
  form: DrawerForm,
  fields: DrawerFields,
): UpdateItemRequest | null {
  const changes: UpdateItemRequest = {};
  if (fields.period && form.period !== item.period) changes.period = form.period;
  const licenses = changedLicences(item.licenses ?? null, form.licences);
  if (fields.licences && licenses !== null) changes.licenses = licenses;
  const properties: NonNullable<UpdateItemRequest['properties']> = {};
  const domain = normalizeDomain(form.domain);
  if (fields.domain && domain !== (item.properties.domain ?? '')) properties.domain = domain;
  if (fields.additional.includes('name') && nameChanged(item, form)) properties.name = form.name.trim();
  const profileId = form.useDomainProfile ? form.domainProfileId : null;
  if (fields.domainProfile && profileId !== (item.properties.domainProfileId ?? null)) {
    properties.domainProfileId = profileId;
  }
  if (Object.keys(properties).length > 0) changes.properties = properties;
  return Object.keys(changes).length > 0 ? changes : null;
}

function nameChanged(item: CartItem, form: DrawerForm): boolean {
  return form.name.trim() !== (item.properties.name ?? '');
}

function changedLicences(
  saved: LicenseCounts | null,
  form: LicenseCounts | null,
): Partial<LicenseCounts> | null {
  if (saved === null || form === null) return null;
  const changed = LICENCE_TYPES.filter((type) => form[type] !== saved[type]);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((type) => [type, form[type]]));
}
