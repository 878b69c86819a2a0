/**
 * The domain name rule of spec §5 ('Invalid domain name'): a hostname pattern with labels of up to
 * 63 characters and an alphabetic TLD, checked after ASCII (punycode) conversion by the URL parser.
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidDomainName(name: string): boolean {
  let ascii: string;
  try {
    ascii = new URL(`http://${name}`).hostname;
  } catch {
    return false;
  }
  if (ascii !== name.toLowerCase() && !ascii.includes('xn--')) return false;
  const labels = ascii.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,63}$/.test(tld)) return false;
  return labels.slice(0, -1).every((l) => LABEL.test(l) || /^xn--[a-z0-9-]{1,59}$/.test(l));
}
