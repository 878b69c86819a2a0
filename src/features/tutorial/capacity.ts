/**
 * Tutorial capacities travel in MB and are shown in GB (spec §3 "Hosting tutorial product"),
 * formatted in the customer's locale ("51 200 MB" → "50 GB", "1 536 MB" → "1,5 GB" in Slovak).
 */
export function formatCapacity(megabytes: number, locale: string): string {
  const tag = locale === 'xx-XX' ? 'en-US' : locale;
  const gigabytes = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(megabytes / 1024);
  return `${gigabytes} GB`;
}

/** The label of a property option: capacities in GB, anything else as the provider names it. */
export function optionLabel(
  property: string,
  option: { value: string | number | boolean; label: string },
  locale: string,
): string {
  if (property === 'capacity' && typeof option.value === 'number')
    return formatCapacity(option.value, locale);
  return option.label;
}
