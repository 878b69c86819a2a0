/**
 * Normalises what a customer types into a domain search (spec §5 "Domain search"): trimmed,
 * lower-cased, scheme and `www.` stripped, slashes removed; several entries separated by commas or
 * spaces become the comma-joined `qd` query of the domain checker.
 */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\//g, '');
}

export function domainQuery(input: string): string {
  return input
    .split(/[\s,;]+/)
    .map(normalizeDomain)
    .filter((d) => d !== '')
    .join(',');
}
