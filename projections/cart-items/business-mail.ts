/**
 * Business Mail rules the cart row shows (spec §1, §8, §9): which items carry licence counts, the
 * total, each type's disk size, and the notices about minimum licences, the 60-day free trial and
 * Premium. Pure, so the
 * row and the drawer show the same notices for the same counts.
 */
import type { CartItem, LicenseCounts } from '../../events/contract/cart';
import { licenseTypes, type LicenseType } from '../../events/contract/scalars';

/** Business Mail free trial length (spec §1). */
export const FREE_TRIAL_DAYS = 60;
export const LICENCE_TYPES: readonly LicenseType[] = licenseTypes;
/**
 * The mailbox disk size of each licence type in GB (spec §1 "disk sizes 1, 3, 30 GB", read in the
 * order the spec lists the licences: basic, advanced, premium). The contract sends no size.
 */
export const LICENCE_DISK_GB: Readonly<Record<LicenseType, number>> = { basic: 1, advanced: 3, premium: 30 };

type BusinessMailNoticeKey =
  'business_mail.notice.increase' | 'business_mail.notice.free_trial' | 'business_mail.notice.premium';

export interface BusinessMailNotice {
  key: BusinessMailNoticeKey;
  values: { minimum: number };
}

/** Items with licence counts (Business Mail) get the licence sub-rows. */
export function hasLicences(item: CartItem): item is CartItem & { licenses: LicenseCounts } {
  return item.licenses !== null && item.licenses !== undefined;
}

function licenceTotal(counts: LicenseCounts): number {
  return counts.basic + counts.advanced + counts.premium;
}

export function minimumLicences(item: CartItem): number {
  return item.properties.minimumNumberOfLicenses ?? 0;
}

/**
 * Notices for the counts shown: too few licences (the provider says so, or the counts typed are
 * below the minimum), the free trial's minimum, and Premium's minimum total once Premium is chosen.
 */
export function businessMailNotices(item: CartItem, counts: LicenseCounts): BusinessMailNotice[] {
  const minimum = minimumLicences(item);
  const values = { minimum };
  const total = licenceTotal(counts);
  const notices: BusinessMailNotice[] = [];
  if (item.properties.hasEnoughNumberOfLicenses === false || total < minimum) {
    notices.push({ key: 'business_mail.notice.increase', values });
  }
  if (item.properties.freeTrial === true) notices.push({ key: 'business_mail.notice.free_trial', values });
  if (counts.premium > 0) notices.push({ key: 'business_mail.notice.premium', values });
  return notices;
}
