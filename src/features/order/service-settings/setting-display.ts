/**
 * One mandatory setting as the summary shows it: the value, an auth code only as "entered" (the
 * state holds it redacted anyway), an empty one as missing.
 */
import type { TFunction } from 'i18next';
import type { CartItem } from '../../../../events/contract/cart';
import type { EditableProperty } from '../../../../events/contract/scalars';
import { isEmptyProperty } from '../../../../projections/steps/progress';

export function settingDisplay(item: CartItem, property: EditableProperty, t: TFunction): string {
  const value = item.properties[property];
  const label = t(`service_settings.property.${property}`);
  if (isEmptyProperty(value)) return `${label}: ${t('service_settings.status.missing')}`;
  if (property === 'eppCode') return `${label}: ${t('service_settings.entered')}`;
  return `${label}: ${String(value)}`;
}
