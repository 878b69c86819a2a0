/**
 * The benches' statistics, defined once: the median, and the nearest-rank percentile (p95 is the
 * value at rank ⌈0.95·n⌉ of the sorted values). Empty input gives NaN, printed as "—".
 */
const sortedOf = (values: readonly number[]) => values.filter(Number.isFinite).sort((a, b) => a - b);

export function median(values: readonly number[]): number {
  const sorted = sortedOf(values);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Nearest-rank percentile, `p` in 0–100. */
function percentile(values: readonly number[], p: number): number {
  const sorted = sortedOf(values);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export const p95 = (values: readonly number[]) => percentile(values, 95);
