/**
 * Reads the hosting package detail of an item (contract §2.2 `packageDetail`): the marketing name
 * in the customer's two-letter language (else English, else any), and the storage in GB (the wire
 * carries MB).
 */
import type { CartItem } from '../../../../events/contract/cart';

export interface PackageDetail {
  name: string;
  storageGb: number | null;
}

export function packageDetail(item: Pick<CartItem, 'properties'>, locale: string): PackageDetail | null {
  const raw = item.properties.packageDetail;
  if (typeof raw !== 'object' || raw === null) return null;
  const detail = raw as { marketingNameTranslations?: unknown; storageCapacity?: unknown };
  const names = detail.marketingNameTranslations;
  if (typeof names !== 'object' || names === null) return null;
  const byLanguage = names as Record<string, unknown>;
  const pick = byLanguage[locale.slice(0, 2)] ?? byLanguage.en ?? Object.values(byLanguage)[0];
  if (typeof pick !== 'string' || pick === '') return null;
  const mb = typeof detail.storageCapacity === 'number' ? detail.storageCapacity : null;
  return { name: pick, storageGb: mb === null ? null : Math.round((mb / 1024) * 10) / 10 };
}
