/**
 * Which settings the item drawer offers for an item (spec §2, §3, §6; contract E10): the domain
 * for items that need one, licence counts for Business Mail, the period when there is a choice,
 * the other optional editable properties (`name`) as additional settings, and the item's own
 * domain profile only for a logged-in customer: anonymous visitors never see it.
 */
import type { CartItem } from '../../events/contract/cart';
import { itemFieldPath } from '../messages/routing';
import { LICENCE_TYPES, hasLicences } from './business-mail';

export type AdditionalSetting = 'name';

export interface DrawerFields {
  domain: boolean;
  licences: boolean;
  period: boolean;
  additional: AdditionalSetting[];
  domainProfile: boolean;
}

export function drawerFields(item: CartItem, loggedIn: boolean): DrawerFields {
  return {
    domain: item.mandatoryEditableProperties.includes('domain'),
    licences: hasLicences(item),
    period: item.options.period.length > 1,
    additional: item.optionalEditableProperties.filter((p): p is AdditionalSetting => p === 'name'),
    domainProfile: loggedIn && item.optionalEditableProperties.includes('domainProfileId'),
  };
}

/** The request paths (contract §1.7, item-relative) whose violations the drawer shows at a field. */
export function drawerFieldPaths(fields: DrawerFields): string[] {
  return [
    ...(fields.domain ? ['properties.domain'] : []),
    ...(fields.licences ? LICENCE_TYPES.map((type) => `licenses.${type}`) : []),
    ...(fields.period ? ['period'] : []),
    ...fields.additional.map((p) => `properties.${p}`),
    ...(fields.domainProfile ? ['properties.domainProfileId'] : []),
  ];
}

/** The display paths of those fields for one item. */
export function drawerMessagePaths(itemId: string, fields: DrawerFields): string[] {
  return drawerFieldPaths(fields).map((p) => itemFieldPath(itemId, p));
}

/** The settings cog is offered only when the drawer has something to set. */
export function hasSettings(fields: DrawerFields): boolean {
  return (
    fields.domain || fields.licences || fields.period || fields.additional.length > 0 || fields.domainProfile
  );
}
