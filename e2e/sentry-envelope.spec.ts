// Guards the tracker's side of issue 33 (decision 082) end to end: the production build against the
// HTTP provider with `sentryDsn` set. "Finish order" fails with a 500; the provider's stand-in
// tracker receives one envelope, read with Sentry's own parser: an event named and fingerprinted by
// the failed call and its error key, and the session attached (`SESSION_ATTACHMENT`). A developer
// drops that attachment on a development build's console, which re-runs it to the same outcome.
import { parseEnvelope } from '@sentry/core';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PROVIDER } from '../scripts/e2e-setups.mjs';
import { summary, tickConsents } from './helpers/checkout';
import { cartThenLogin, developerImportsAndReruns, walkToRecapitulation } from './helpers/failed-order';
import { cartUuid, setFaults } from './helpers/provider';

const ENVELOPES = `${PROVIDER.origin}/api/__mock/envelopes`;

interface EnvelopeSummary {
  id: number;
  items: string[];
}

async function envelopeIds(request: APIRequestContext): Promise<number[]> {
  const { envelopes } = (await (await request.get(ENVELOPES)).json()) as { envelopes: EnvelopeSummary[] };
  return envelopes.map((e) => e.id);
}

/** The envelopes not in `before` that hold this journey's cart (other workers send theirs meanwhile). */
async function newEnvelopes(request: APIRequestContext, before: number[], cart: string): Promise<string[]> {
  let ours: string[] = [];
  await expect(async () => {
    const { envelopes } = (await (await request.get(ENVELOPES)).json()) as { envelopes: EnvelopeSummary[] };
    const bodies = await Promise.all(
      envelopes
        .filter((e) => !before.includes(e.id))
        .map(async (e) => (await request.get(`${ENVELOPES}/${e.id}`)).text()),
    );
    ours = bodies.filter((body) => body.includes(cart));
    expect(ours.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return ours;
}

test.describe('a failed order reaches the tracker as one envelope a developer can re-run', () => {
  test.afterEach(async ({ page }) => {
    await setFaults(page, null).catch(() => undefined);
  });

  test('Finish order fails with a 500: one envelope with the event, its fingerprint and the session', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    await cartThenLogin(page, baseURL ?? '', 'success');
    await walkToRecapitulation(page, 'Payment card', /\*\*\*\*/);

    const cart = await cartUuid(page);
    const before = await envelopeIds(request);
    await setFaults(page, { status: 500, method: 'POST', pathPattern: '/api/checkout(\\?|$)', times: 1 });
    await tickConsents(page);
    await summary(page).getByRole('button', { name: 'Finish order' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();

    const envelopes = await newEnvelopes(request, before, cart);
    expect(envelopes).toHaveLength(1);
    const [header, items] = parseEnvelope(envelopes[0] ?? '');
    expect(items.map(([item]) => item.type)).toEqual(['event', 'attachment']);
    const decode = (payload: unknown) => new TextDecoder().decode(payload as Uint8Array);
    const event = JSON.parse(decode(items[0]?.[1])) as Record<string, unknown>;
    expect(header.event_id).toBe(event.event_id);
    expect(event).toMatchObject({
      level: 'error',
      message: { formatted: expect.stringMatching(/^POST \/checkout → 500 /) as unknown },
      fingerprint: ['api/failed', 'POST /checkout', '500', expect.any(String) as unknown],
      environment: 'production',
    });
    // Every page load of the tab is in the session, and the tag counts them (here: login page and back).
    const session = decode(items[1]?.[1]);
    const loads = session.match(/"type": ?"session\/segment-started"/g)?.length ?? 0;
    expect(loads).toBeGreaterThanOrEqual(2);
    expect(event).toMatchObject({ tags: { page_loads: String(loads) } });
    expect(event).not.toHaveProperty('user');
    expect(items[1]?.[0]).toMatchObject({ filename: 'session.json', content_type: 'application/json' });

    await developerImportsAndReruns(browser, session, {
      name: 'session.json',
      failedCall: 'POST /checkout → 500',
      endsAt: /\/en\/checkout\/order\?step=recapitulation$/,
    });
  });
});
