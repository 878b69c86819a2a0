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

/** `POST __mock/faults`: the faults in force for the page's session (one, a list, or null to clear). */
export async function setFaults(
  page: Page,
  faults: Record<string, unknown> | readonly Record<string, unknown>[] | null,
): Promise<void> {
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
 * Calls the provider's API from inside the page, as the app does: its API base and company from the
 * app's `data-params`, English, the session's cookie. Throws with the status and body when the reply
 * is not 2xx; returns the reply's JSON (null for 204). One place for the journeys that set the
 * provider's state through its own API or read it back.
 */
export async function providerApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const params = JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
      const headers: Record<string, string> = { company: params.company ?? 'sk-ws', language: 'en-US' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${params.apiUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  );
}

/**
 * The uuid of the cart the page's session has at the provider (`GET /cart`): what tells this
 * journey's error reports from another worker's at the shared collector.
 */
export async function cartUuid(page: Page): Promise<string> {
  return ((await providerApi(page, 'GET', '/cart')) as { uuid: string }).uuid;
}
