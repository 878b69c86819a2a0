/**
 * The name of a Business Mail licence type with its mailbox disk size (spec §1: 1, 3, 30 GB), as the
 * cart row and the item drawer show it. The size is the count input's description (`diskSizeId`), so
 * a screen reader hears it with the field, and the label stays the type's name alone.
 */
import { useTranslation } from 'react-i18next';
import type { LicenseType } from '../../../../events/contract/scalars';
import { LICENCE_DISK_GB } from '../../../../projections/cart-items/business-mail';

export const diskSizeId = (inputId: string) => `${inputId}-disk`;

export function LicenceLabel({ inputId, type }: { inputId: string; type: LicenseType }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={inputId}>{t(`cart_items.licence.${type}`)}</label>
      <span className="licence-row__disk" id={diskSizeId(inputId)}>
        {t('cart_items.licence_disk', { size: LICENCE_DISK_GB[type] })}
      </span>
    </>
  );
}
