/**
 * The HTTP provider's report collector as the journeys of a production build read it
 * (e2e/failed-order-report.spec.ts): which reports it holds, and the
 * newest error report of one journey's cart once it has arrived.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { PROVIDER } from '../../scripts/e2e-setups.mjs';

const REPORTS = `${PROVIDER.origin}/api/__mock/reports`;

interface ReportSummary {
  id: number;
  reason: string | null;
}

export async function reportIds(request: APIRequestContext): Promise<number[]> {
  const reply = await request.get(REPORTS);
  const { reports } = (await reply.json()) as { reports: ReportSummary[] };
  return reports.map((r) => r.id);
}

/**
 * The newest error report not in `before` that holds this journey's cart, once it has arrived (the
 * app waits 2 s for more errors). By its cart, not by its arrival: another worker's journeys send
 * their reports to the same collector meanwhile.
 */
export async function newReport(
  request: APIRequestContext,
  before: number[],
  cartUuid: string,
): Promise<string> {
  let report = '';
  await expect(async () => {
    const reply = await request.get(REPORTS);
    const { reports } = (await reply.json()) as { reports: ReportSummary[] };
    const fresh = reports.filter((r) => !before.includes(r.id) && r.reason === 'error');
    const bodies = await Promise.all(
      fresh.map(async (r) => (await request.get(`${REPORTS}/${r.id}`)).text()),
    );
    const ours = bodies.filter((body) => body.includes(cartUuid));
    expect(ours.length).toBeGreaterThan(0);
    report = ours.at(-1) ?? '';
  }).toPass({ timeout: 15_000 });
  return report;
}
