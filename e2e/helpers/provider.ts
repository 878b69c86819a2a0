/**
 * Drives the mock provider from inside the page, so the seed lands in the same session (cookie or
 * browser storage) the app uses — in both set-ups: MSW in the page (`mock`) and the HTTP provider
 * on another origin (`real`). The API base is read from the app's own `data-params`.
 */
import type { Page } from '@playwright/test';

type Seed = { company?: string; cart?: 'empty' | 'with-items'; login?: string | null };

async function control(page: Page, path: string, body: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ path, body }) => {
      const params = JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
      const response = await fetch(`${params.apiUrl}/__mock/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', company: params.company ?? 'sk-ws' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`mock control ${path}: ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { path, body },
  );
}

/**
 * Seeds the provider session the page talks to and leaves the page as it is: for a journey whose next
 * step opens a page anyway, which then reads the seeded session (one page load fewer, decision 074).
 */
export async function seedSession(page: Page, seed: Seed): Promise<void> {
  await control(page, 'seed', seed);
}

/** Seeds the provider session the page talks to, then reloads the page so the app starts over. */
export async function seedProvider(page: Page, seed: Seed): Promise<void> {
  await seedSession(page, seed);
  await page.reload();
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

export async function setFaults(page: Page, faults: Record<string, unknown> | null): Promise<void> {
  await control(page, 'faults', faults);
}

/** `POST __mock/behaviour`: forces the checkout outcome, the gateway return and the polling pace. */
export async function setBehaviour(page: Page, behaviour: Record<string, unknown>): Promise<void> {
  await control(page, 'behaviour', behaviour);
}

/** `POST __mock/stream/release`: the session's domain check streams held by `streamHeldAfter` go on. */
export async function releaseStream(page: Page): Promise<void> {
  await control(page, 'stream/release', null);
}

/**
 * The uuid of the cart the page's session has at the provider (`GET /cart`): what tells this
 * journey's error reports from another worker's at the shared collector.
 */
export async function cartUuid(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const params = JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
    const headers = { company: params.company ?? 'sk-ws', language: 'en-US' };
    const reply = await fetch(`${params.apiUrl}/cart`, { credentials: 'include', headers });
    return ((await reply.json()) as { uuid: string }).uuid;
  });
}
