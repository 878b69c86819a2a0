/**
 * Preparing a live re-run: the plan takes the recording's boot config (mock provider on), start
 * page, intents with their pacing and the numbered replies; it is handed to the next page load
 * through sessionStorage exactly once; boot then starts with the recorded config. The comparison
 * says "same outcome" for equal runs and names the recorded event where two runs part.
 */
import { describe, expect, it } from 'vitest';
import { createSessionFile } from '../../events/session-file';
import type { AppEvent } from '../../events/envelope';
import { devBoot } from '../../devtools/dev-boot';
import { CONFIG_OVERRIDE_KEY, RERUN_KEY } from '../../devtools/session/session-keys';
import { planRerun } from '../../devtools/rerun/rerun-plan';
import { requestRerun, takeRerun } from '../../devtools/rerun/rerun-request';
import { TUTORIAL_SHOWN_KEY } from '../../src/effects/tutorial/tutorial';
import { USER_STEP_KEY } from '../../src/effects/steps/user-step-storage';
import { compareTraces, traceOf } from '../../devtools/rerun/rerun-trace';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { type KeyValueStorage } from '../../src/shared/key-value-storage';
import type { ConfigResult } from '../../src/boot/read-config';
import { AppConfig, configAddressKeys, configOriginListKeys } from '../../events/contract/app-config';
import { configInput } from '../support/builders';
import { recordedSession } from './support/recorded';
import { abortError } from '../../src/api/failures';

/** The console that asks for the re-run: its page and its own config. */
const CONSOLE = { pageOrigin: 'https://shop.test', config: configInput };

const fileOf = (events: readonly AppEvent[]) =>
  createSessionFile({
    exportedAt: '2025-01-01T00:00:00.000Z',
    buildId: 'b',
    company: 'sk-ws',
    config: configInput,
    events: [...events],
  });

describe('re-run plan', () => {
  const events = recordedSession().log.all();
  const plan = planRerun(fileOf(events), 'recorded.json');

  it('starts where the recording started, with its config and the mock provider on', () => {
    expect(plan.startUrl).toBe('/checkout');
    expect(plan.config).toMatchObject({ company: 'sk-ws', apiUrl: 'https://api.test', mock: true });
  });

  it('leaves out the recorded reporting, tracker and heatmap addresses, and can be re-run', () => {
    const recorded = {
      ...configInput,
      errorReportingUrl: 'https://reports.example/api/reports',
      sentryDsn: 'https://key@tracker.example/42',
      heatmapScriptUrl: 'https://heatmap.example/tracker.js',
    };
    const booted = events.map((e) =>
      e.type === 'app/booted' ? { ...e, payload: { ...e.payload, config: recorded } } : e,
    ) as AppEvent[];
    expect(booted.some((e) => e.type === 'app/booted')).toBe(true);
    const withTelemetry = planRerun(fileOf(booted), 'r.json');
    expect(withTelemetry.config).not.toHaveProperty('errorReportingUrl');
    expect(withTelemetry.config).not.toHaveProperty('sentryDsn');
    expect(withTelemetry.config).not.toHaveProperty('heatmapScriptUrl');
    const storage = memoryStorage();
    const assigned: string[] = [];
    expect(
      requestRerun(withTelemetry, { storage, trusted: CONSOLE, assign: (url) => assigned.push(url) }),
    ).toEqual({
      ok: true,
    });
    expect(assigned).toEqual(['/checkout']);
  });

  it('lists the intents in order with the replies before each and the pause since the last', () => {
    expect(plan.steps.map((s) => [s.type, s.repliesBefore])).toEqual([
      ['cart/item-add-requested', 0],
      ['nav/requested', 3],
    ]);
    const [first, second] = events.filter(
      (e) => e.type === 'cart/item-add-requested' || e.type === 'nav/requested',
    );
    expect(plan.steps[1]?.gapMs).toBe((second?.at ?? 0) - (first?.at ?? 0));
    expect(plan.totalReplies).toBe(3);
    expect(plan.replies.map((r) => `${r.method} ${r.pathTemplate} ${r.occurrence}`)).toEqual([
      'POST /cart/items 0',
      'GET /cart/items/{id}/prices 0',
      'GET /cart/items/{id}/prices 1',
    ]);
  });

  it('gives the effects the storage the recording shows they started with, not the browser’s', async () => {
    const s = recordedSession();
    const uuid = s.state.cart.load.status === 'loaded' ? s.state.cart.load.cart.uuid : '';
    s.emit('steps/user-step-restored', { step: 'billing-profile', cartUuid: uuid });
    const withStep = planRerun(fileOf(s.log.all()), 'step.json');
    expect(withStep.storage).toEqual({
      [USER_STEP_KEY]: JSON.stringify({ step: 'billing-profile', cartUuid: uuid }),
      [TUTORIAL_SHOWN_KEY]: uuid,
    });
    const storage = memoryStorage();
    requestRerun(withStep, { storage, trusted: CONSOLE, assign: () => {} });
    const browser = memoryStorage();
    browser.setItem(USER_STEP_KEY, 'recapitulation, saved later');
    const effects = (await devBoot(storage, document())).effectStorage(browser);
    expect(effects.getItem(USER_STEP_KEY)).toBe(withStep.storage[USER_STEP_KEY]);
    expect(browser.getItem(USER_STEP_KEY)).toBe('recapitulation, saved later');
  });

  it('is handed to the next page load once, then the page boots as usual', () => {
    const storage = memoryStorage();
    const assigned: string[] = [];
    expect(requestRerun(plan, { storage, trusted: CONSOLE, assign: (url) => assigned.push(url) })).toEqual({
      ok: true,
    });
    expect(assigned).toEqual(['/checkout']);
    expect(takeRerun(storage)?.steps).toEqual(plan.steps);
    expect(takeRerun(storage)).toBeNull();
  });

  it.each([
    ['a start page that is a script', { startUrl: 'javascript:alert(1)' }, 'page load 1'],
    ['a start page on another host', { startUrl: '//evil.test/x' }, 'page load 1'],
    [
      'a login page that is a script',
      { config: { ...plan.config, loginUrl: 'javascript:alert(1)' } },
      'loginUrl',
    ],
    ['an API on a data: address', { config: { ...plan.config, apiUrl: 'data:text/html,x' } }, 'apiUrl'],
  ])('is refused for %s taken from the file, and nothing loads', (_, change, where) => {
    const storage = memoryStorage();
    const assigned: string[] = [];
    const result = requestRerun({ ...plan, ...change } as typeof plan, {
      storage,
      trusted: CONSOLE,
      assign: (url) => assigned.push(url),
    });
    expect(result).toMatchObject({
      ok: false,
      messageKey: 'devtools.rerun.unsafe_address',
      values: { where },
    });
    expect(assigned).toEqual([]);
    expect(storage.getItem(RERUN_KEY)).toBeNull();
  });

  it.each([
    ['a support page on an origin nobody trusts', { supportUrl: 'https://evil.example/help' }, 'supportUrl'],
    ['an address no hand list named', { adminUrl: 'https://evil.example/admin' }, 'adminUrl'],
    ['a places search elsewhere', { placesUrl: 'https://evil.example/places' }, 'placesUrl'],
    ['an allowed origin elsewhere', { allowedOrigins: ['https://evil.example'] }, 'allowedOrigins'],
    [
      'a login page on the provider’s host, other port',
      { loginUrl: 'https://api.test:8443/login' },
      'loginUrl',
    ],
  ])('checks every address of the recorded config: refused for %s', (_, change, where) => {
    const storage = memoryStorage();
    const result = requestRerun({ ...plan, config: { ...plan.config, ...change } } as typeof plan, {
      storage,
      trusted: CONSOLE,
      assign: () => {},
    });
    expect(result).toMatchObject({ ok: false, values: { where } });
    expect(storage.getItem(RERUN_KEY)).toBeNull();
  });

  it('takes addresses on the console’s own origin, its own config’s and the recorded provider’s', () => {
    const config = {
      ...plan.config,
      apiUrl: 'https://provider.example/api',
      validationApiUrl: 'https://validation.provider.example',
      loginUrl: 'https://provider.example/login',
      errorReportingUrl: 'https://validation.provider.example/reports',
      supportUrl: 'https://shop.test/help',
      // The console's own config links there (configInput's login service).
      privacyUrl: 'https://login.test/privacy',
      // The brand's administration, which the app itself links to.
      adminUrl: 'https://admin.websupport.sk/',
      transferUrl: '/transfer',
    };
    expect(
      requestRerun({ ...plan, config } as typeof plan, {
        storage: memoryStorage(),
        trusted: CONSOLE,
        assign: () => {},
      }),
    ).toEqual({ ok: true });
  });

  it('reads the addresses to check from the config schema: every …Url and …Origins key', () => {
    expect(configAddressKeys).toEqual(
      expect.arrayContaining([
        'apiUrl',
        'loginUrl',
        'termsUrl',
        'privacyUrl',
        'adminUrl',
        'placesUrl',
        'companyRegisterUrl',
      ]),
    );
    expect(configOriginListKeys).toEqual(['allowedOrigins', 'sessionOrigins']);
  });

  it('is refused with a message when the storage cannot hold it, and nothing loads', () => {
    const full: KeyValueStorage = {
      ...memoryStorage(),
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const assigned: string[] = [];
    expect(
      requestRerun(plan, { storage: full, trusted: CONSOLE, assign: (url) => assigned.push(url) }),
    ).toEqual({
      ok: false,
      messageKey: 'devtools.rerun.too_large',
    });
    expect(assigned).toEqual([]);
  });

  it('makes boot start with the recorded config rather than the page’s or an edited one', async () => {
    const storage = memoryStorage();
    storage.setItem(CONFIG_OVERRIDE_KEY, JSON.stringify({ company: 'cz-ws' }));
    requestRerun(
      { ...plan, config: { ...plan.config, company: 'hu-ws' } },
      { storage, trusted: CONSOLE, assign: () => {} },
    );
    const read: ConfigResult = {
      ok: true,
      config: AppConfig.parse({ ...configInput, mock: false }),
      root: {} as HTMLElement,
    };
    const configured = (await devBoot(storage, document())).configure(read);
    expect(configured.ok && [configured.config.company, configured.config.mock]).toEqual(['hu-ws', true]);
    expect(storage.getItem(RERUN_KEY)).toBeNull();
  });
});

/** Enough of a Document for `pageParams`. */
function document(params: Record<string, unknown> = configInput): Document {
  const el = { getAttribute: () => JSON.stringify(params) };
  return { getElementById: () => el } as unknown as Document;
}

describe('re-run comparison', () => {
  const events = recordedSession().log.all();

  it('finds a run equal to its recording the same, with its outcome', () => {
    expect(compareTraces(traceOf(events), traceOf(events))).toMatchObject({ same: true });
  });

  it('names the recorded event of the first call whose status differs', () => {
    const changed = events.map((e) =>
      e.type === 'api/failed' && e.payload.requestId === 'r2'
        ? ({ ...e, payload: { ...e.payload, status: 500 } } as AppEvent)
        : e,
    );
    const request = events.find((e) => e.type === 'api/requested' && e.payload.requestId === 'r2');
    expect(compareTraces(traceOf(events), traceOf(changed))).toMatchObject({
      same: false,
      recordedSeq: request?.seq,
      what: 'GET /cart/items/{id}/prices (call 1): 402 recorded, 500 live',
    });
  });

  it('finds a call the app cut itself the same, whether its reply had begun to come or not', () => {
    const cutAt = (status: number | null) =>
      events.map((e) =>
        e.type === 'api/failed' && e.payload.requestId === 'r2'
          ? ({ ...e, payload: { ...e.payload, status, error: abortError(status) } } as AppEvent)
          : e,
      );
    expect(compareTraces(traceOf(cutAt(200)), traceOf(cutAt(null)))).toMatchObject({ same: true });
    expect(compareTraces(traceOf(events), traceOf(cutAt(null)))).toMatchObject({
      same: false,
      what: 'GET /cart/items/{id}/prices (call 1): 402 recorded, cut live',
    });
  });

  it('finds a read answered before a newer one replaced it the same as one the newer read cut', () => {
    const reply = (id: string, status: number | 'cut') => (list: readonly AppEvent[]) =>
      list.map((e) =>
        e.type !== 'api/failed' || e.payload.requestId !== id
          ? e
          : status === 'cut'
            ? ({ ...e, payload: { ...e.payload, status: null, error: abortError(null) } } as AppEvent)
            : ({
                ...e,
                type: 'api/responded',
                payload: { requestId: id, status, durationMs: 5 },
              } as unknown as AppEvent),
      );
    const answered = reply('r3', 200)(reply('r2', 200)(events));
    const firstCut = reply('r3', 200)(reply('r2', 'cut')(events));
    expect(traceOf(answered).calls.map((c) => c.status)).toEqual(['200', '200', '200']);
    expect(compareTraces(traceOf(answered), traceOf(firstCut))).toMatchObject({ same: true });
    expect(compareTraces(traceOf(firstCut), traceOf(answered))).toMatchObject({ same: true });
    // The last read is the one whose answer stays: cut there is a difference.
    const lastCut = reply('r3', 'cut')(reply('r2', 200)(events));
    expect(compareTraces(traceOf(answered), traceOf(lastCut))).toMatchObject({
      same: false,
      what: 'GET /cart/items/{id}/prices (call 2): 200 recorded, cut live',
    });
  });

  it('names a call the re-run never made, and one only the re-run made', () => {
    const withoutLast = events.filter((e) => !(e.type === 'api/requested' && e.payload.requestId === 'r3'));
    const last = events.find((e) => e.type === 'api/requested' && e.payload.requestId === 'r3');
    expect(compareTraces(traceOf(events), traceOf(withoutLast))).toMatchObject({
      same: false,
      recordedSeq: last?.seq,
      what: expect.stringContaining('not made live'),
    });
    expect(compareTraces(traceOf(withoutLast), traceOf(events))).toMatchObject({
      same: false,
      recordedSeq: null,
      liveSeq: last?.seq,
      what: expect.stringContaining('made only live'),
    });
  });

  it('tells a different end apart even when every call matched', () => {
    const recorded = traceOf(events);
    const live = { ...recorded, outcome: { checkout: 'thank-you success', messages: [] } };
    expect(compareTraces(recorded, live)).toMatchObject({
      same: false,
      recordedSeq: recorded.lastSeq,
      what: expect.stringContaining('thank-you success live'),
    });
  });
});
