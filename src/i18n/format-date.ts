/**
 * Dates in the spec's exact patterns per locale (spec §9), built by hand from their parts rather than
 * from Intl's locale defaults, which differ between engines. Apart from src/i18n/format.ts because only a lazy
 * page (thank-you) shows a date: in src/i18n/format.ts it would ride in the initial JS (decision 008).
 */

/** The spec's date pattern for a locale (§9). */
function datePattern(locale: string): 'dd/MM/yyyy' | 'yyyy-MM-dd' | 'yyyy.MM.dd' | 'yyyy/MM/dd' {
  switch (locale) {
    case 'sk-SK':
    case 'cs-CZ':
      return 'dd/MM/yyyy';
    case 'sv-SE':
    case 'en-SE':
      return 'yyyy-MM-dd';
    case 'hu-HU':
      return 'yyyy.MM.dd';
    default:
      return 'yyyy/MM/dd';
  }
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wire date 'YYYY-MM-DD' is taken as written (no time zone shift); anything else goes through Date. */
function dateParts(value: string | Date): DateParts | null {
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A date in the locale's pattern; an unparseable input gives ''. */
export function formatDate(value: string | Date, locale: string): string {
  const parts = dateParts(value);
  if (parts === null) return '';
  const yyyy = String(parts.year).padStart(4, '0');
  const MM = String(parts.month).padStart(2, '0');
  const dd = String(parts.day).padStart(2, '0');
  switch (datePattern(locale)) {
    case 'dd/MM/yyyy':
      return `${dd}/${MM}/${yyyy}`;
    case 'yyyy-MM-dd':
      return `${yyyy}-${MM}-${dd}`;
    case 'yyyy.MM.dd':
      return `${yyyy}.${MM}.${dd}`;
    case 'yyyy/MM/dd':
      return `${yyyy}/${MM}/${dd}`;
  }
}
