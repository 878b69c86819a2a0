// Guards a stream that trickles (issue 30, decision 038): the HTTP provider sends one result, then only a space every 2 s; the per-element limit (10 s) ends the search, the spinner stops, the result stays, and the customer is told the search was interrupted.
// Guards the search that starts with the page (`?qd=` in the address, issue 31, decision 086): on a phone-sized screen at 4× CPU, results 300 ms apart, the bundles and categories answering after the first rows, the page is painted in an earlier frame than its first row and, after the first, each row comes in a frame of its own (before the fix the search started during the app's first render and its first rows came with the page, together), three rows show while the provider holds the rest, and nothing on the page moves while rows, categories and bundles arrive (layout shifts summed ≤ 0.02; before, the bundles arriving above the rows moved them by 0.19–0.23).
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

/**
 * Installed before the app, for the search in the address: WATCH's frames and row batches, the frame
 * in which the checker's heading came, and the layout shifts the page saw, summed, with what moved.
 */
const WATCH_FIRST_LOAD = `${WATCH}
  window.__headingFrame = null;
  new MutationObserver(() => {
    if (window.__headingFrame === null && document.getElementById('domain-checker-title'))
      window.__headingFrame = window.__frames;
  }).observe(document, { childList: true, subtree: true });
  window.__shift = 0;
  window.__moved = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift += entry.value;
      for (const source of entry.sources ?? [])
        window.__moved.push((source.node && source.node.className) || String(source.node));
    }
  }).observe({ type: 'layout-shift', buffered: true });
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

test('a search in the address shows its rows as they arrive, after the page and one frame each, and nothing on the page moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'empty', login: null });
  await setBehaviour(page, { streamDelayMs: 300, streamHeldAfter: 3 });
  // The bundles and the categories answer after the first rows, as on a slow day.
  await setFaults(page, { holdReplyMs: 1000, pathPattern: 'check-bundles|tld-categories' });
  await page.addInitScript(WATCH_FIRST_LOAD);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`/en/domain-checker?qd=prvy-nahlad-${Date.now()}.sk&freeOnly=false`);
    // The provider holds the stream after three results: those three show while it runs.
    await expect(page.locator('li.domain-row')).toHaveCount(3, { timeout: 20_000 });
    await expect(page.locator('.domain-checker__status [role="status"]')).toBeVisible();
    await releaseStream(page);
    await expect(page.getByText('That is all we found.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Two domains for less' })).toBeVisible();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __headingFrame: number; __shift: number; __moved: string[] };
    return { headingFrame: w.__headingFrame, shift: w.__shift, moved: w.__moved };
  });
  const batches = await batchesOfRows(page);
  expect(batches.reduce((sum, b) => sum + b.rows, 0)).toBe(9);
  // after the first (which a loaded machine may give two at once), one row per frame
  expect(
    batches.slice(1).map((b) => b.rows),
    'rows per batch',
  ).toEqual(batches.slice(1).map(() => 1));
  expect(batches[0]?.frame, 'the frame of the first row, after the heading').toBeGreaterThan(
    seen.headingFrame,
  );
  expect(seen.shift, `moved: ${seen.moved.join(', ')}`).toBeLessThanOrEqual(0.02);
});
