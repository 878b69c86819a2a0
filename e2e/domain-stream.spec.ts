// Guards a stream that trickles (issue 30, decision 038): the HTTP provider sends one result, then only a space every 2 s; the per-element limit (10 s) ends the search, the spinner stops, the result stays, and the customer is told the search was interrupted.
// Guards the domain checker's streaming on a slow phone (issue 24, decision 071): the production build against the HTTP provider sending results 30 ms apart, the CPU 4× slower, on the checker's first load. The first row is on screen while the stream still runs (the provider holds the stream after its first result until the test has seen that row, decision 074: a loaded machine may otherwise take the whole stream before its first frame), and rows come one frame at a time: no frame takes two renders of rows (before the fix, results arriving between two frames each rendered the page, and the rows showed in clumps after the stream).
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers/app';
import { releaseStream, seedProvider, setBehaviour, setFaults } from './helpers/provider';

const SPACING_MS = 30;
const DEFAULT_STREAM_DELAY_MS = 25;

/**
 * Installed before the app: counts animation frames (its callback is registered in the frame before,
 * so it runs first in each frame), and records every batch of inserted rows (one MutationObserver
 * delivery) with the frame it belongs to and whether the "Checking domains…" line was still there.
 */
const WATCH = `
  window.__frames = 0;
  const frame = () => { window.__frames += 1; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  window.__batches = [];
  new MutationObserver((records) => {
    let rows = 0;
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          rows += node.matches('li.domain-row') ? 1 : node.querySelectorAll('li.domain-row').length;
    if (rows > 0)
      window.__batches.push({
        frame: window.__frames,
        rows,
        searching: document.querySelector('.domain-checker__status [role="status"]') !== null,
      });
  }).observe(document, { childList: true, subtree: true });
`;

interface Batch {
  frame: number;
  rows: number;
  searching: boolean;
}

async function batchesOfRows(page: Page): Promise<Batch[]> {
  return page.evaluate(() => (window as unknown as { __batches: Batch[] }).__batches);
}

test.afterEach(async ({ page }) => {
  await setBehaviour(page, { streamDelayMs: DEFAULT_STREAM_DELAY_MS, streamHeldAfter: 0 });
  await setFaults(page, null);
});

test('a stream that only trickles spaces ends at the per-element limit: the spinner stops, the result stays, the customer is told', async ({
  page,
}) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'empty', login: null });
  // one result, then a space every 2 s and never the rest: before issue 30 each space restarted the limit
  await setFaults(page, { trickleStreamMs: 2000, pathPattern: 'check-domains' });
  const domain = `kvapka-e2e-${Date.now()}.sk`;
  await page.goto(`/en/domain-checker?qd=${domain}&freeOnly=false`);
  const spinner = page.locator('.domain-checker__status [role="status"]');
  await expect(page.getByRole('listitem', { name: domain, exact: true })).toBeVisible();
  await expect(spinner).toBeVisible();
  // the limit is 10 s from the result; 20 s leaves room for a loaded machine
  await expect(page.getByRole('alert').filter({ hasText: 'The search was interrupted.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(spinner).toHaveCount(0);
  await expect(page.locator('li.domain-row')).toHaveCount(1);
});

test('on a slow phone the first row shows while the stream runs, and rows come one frame at a time', async ({
  page,
}) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'empty', login: null });
  await setBehaviour(page, { streamDelayMs: SPACING_MS, streamHeldAfter: 1 });
  await page.addInitScript(WATCH);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`/en/domain-checker?qd=pomaly-telefon-${Date.now()}.sk&freeOnly=false`);
    // The stream is held after its first result: that row shows while the stream runs.
    await expect(page.locator('li.domain-row')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('.domain-checker__status [role="status"]')).toBeVisible();
    await releaseStream(page);
    await expect(page.getByText('That is all we found.')).toBeVisible({ timeout: 20_000 });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const batches = await batchesOfRows(page);
  expect(batches.reduce((sum, b) => sum + b.rows, 0)).toBe(9);
  expect(batches[0]?.searching).toBe(true);
  const frames = batches.map((b) => b.frame);
  expect(new Set(frames).size, `frames of the row batches: ${frames.join(', ')}`).toBe(frames.length);
});
