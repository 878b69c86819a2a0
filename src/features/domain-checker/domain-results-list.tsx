/**
 * A list of domain rows. It re-renders as each streamed result is folded in, so the rows appear
 * one by one while the provider is still checking; `aria-live` lets screen readers hear them.
 */
import type { DomainRow } from '../../../projections/domain-checker/selectors';
import { DomainResultRow } from './domain-result-row';

export function DomainResultsList({ rows, label }: { rows: readonly DomainRow[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <ul className="domain-results" aria-label={label} aria-live="polite">
      {rows.map((row) => (
        <DomainResultRow key={row.result.name} row={row} />
      ))}
    </ul>
  );
}
