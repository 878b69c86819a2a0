/**
 * One recording per browser tab across page loads (decision 033): each page load is a segment that
 * starts with why it started; earlier segments come back as the log's first events, the state
 * starts over at each segment, the recording is capped (oldest segments dropped, said in the next
 * segment's start), dropped after a completed order's thank-you page and on logout (decision 041),
 * never holds a secret nor the customer's personal data (stand-ins under the tab's salt, the same
 * in every page load: decision 037), and the console's own page neither adds to it nor changes it.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import type { EventOf } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { pseudonymiseEvents } from '../../events/pseudonymise';
import type { Pseudonymiser } from '../../events/pseudonyms';
import { parseSessionFile, serializeSession } from '../../events/session-file';
import { Checkpoints } from '../../projections/checkpoints';
import { openTabRecording, type RecordingMode } from '../../src/boot/open-tab-recording';
import { PSEUDONYM_SALT_KEY } from '../../src/boot/pseudonym-salt';
import { segmentReason, type PageLoad } from '../../src/boot/segment-reason';
import { TAB_RECORDING_KEY, readTabRecording } from '../../src/boot/tab-recording';
import { segmentLog } from '../../src/boot/segment-log';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { type KeyValueStorage } from '../../src/shared/key-value-storage';
import { holdFrom } from '../../src/effects/runtime/late-log';
import { orderReloadEffect } from '../../src/effects/cart/order-reload';
import { harness } from '../support/effect-harness';
import { sessionFileOf } from '../../devtools/session/session-io';
import { AppConfig } from '../../events/contract/app-config';
import { configInput } from '../support/builders';

const origin = 'https://shop.test';
const page = (url: string, navigationType = 'navigate', referrer = ''): PageLoad => ({
  navigationType,
  referrer,
  origin,
  url,
});

interface Loaded {
  log: EventLog;
  flushes: (() => void)[];
  flush(): void;
  pseudonymiser: Pseudonymiser;
}

/** What boot does with the recording on a page load (src/boot/boot.tsx), with a manual timer. */
function load(storage: KeyValueStorage, at: PageLoad, mode: RecordingMode = 'record', cap?: number): Loaded {
  const flushes: (() => void)[] = [];
  const opened = openTabRecording(
    {
      storage,
      page: at,
      now: () => 1_000_000,
      schedule: (work) => {
        flushes.push(work);
        return () => flushes.splice(flushes.indexOf(work), 1);
      },
      ...(cap ? { cap } : {}),
    },
    mode,
  );
  const log = new EventLog({ clock: new ManualClock(opened.startAt), initial: opened.initial });
  opened.recorder?.attach(log);
  if (opened.segment) log.append('session/segment-started', opened.segment);
  return { log, flushes, flush: () => opened.recorder?.flush(), pseudonymiser: opened.pseudonymiser };
}

const starts = (log: EventLog) =>
  log
    .all()
    .filter((e): e is EventOf<'session/segment-started'> => e.type === 'session/segment-started')
    .map((e) => e.payload);

describe('why a segment started', () => {
  const none = { exists: false, leaving: null };
  const kept = { exists: true, leaving: null };
  it.each([
    ['first load of the tab', page('/checkout'), none, 'first-load'],
    ['reload', page('/checkout', 'reload'), kept, 'reload'],
    ['typed URL', page('/checkout'), kept, 'typed-url'],
    ['a link from another site', page('/checkout', 'navigate', 'https://elsewhere.test/'), kept, 'link'],
    ['browser Back into the app', page('/checkout', 'back_forward'), kept, 'back-forward'],
  ] as const)('%s', (_, at, recording, reason) => {
    expect(segmentReason(at, recording)).toBe(reason);
  });

  it('names the return from the gateway and from login by the leave the app recorded', () => {
    const gateway = {
      exists: true,
      leaving: { url: `${origin}/thank-you?messageKey=fail`, reason: 'payment-gateway' },
    };
    expect(segmentReason(page('/thank-you?messageKey=fail'), gateway)).toBe('gateway-return');
    const toLogin = {
      exists: true,
      leaving: { url: 'https://login.test/?step=billing-profile', reason: 'login' },
    };
    expect(segmentReason(page('/checkout?step=billing-profile'), toLogin)).toBe('login-return');
    // Mock mode: the login page is the app's own; arriving there is the app's redirect, leaving it a return.
    const toMockLogin = { exists: true, leaving: { url: `${origin}/en/mock-login?step=x`, reason: 'login' } };
    expect(segmentReason(page('/en/mock-login?step=x'), toMockLogin)).toBe('redirect');
    const fromMockLogin = { exists: true, leaving: { url: `${origin}/en/checkout`, reason: 'mock-login' } };
    expect(segmentReason(page('/en/checkout'), fromMockLogin)).toBe('login-return');
  });
});

describe('the tab recording across page loads', () => {
  it('starts each page load with a segment and brings the earlier ones back as the first events', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout', search: '' });
    first.log.append('nav/left-app', {
      url: `${origin}/thank-you?messageKey=fail`,
      reason: 'payment-gateway',
    });

    const second = load(storage, page('/thank-you?messageKey=fail'));
    expect(starts(second.log)).toEqual([
      { reason: 'first-load', url: '/checkout', segment: 1, droppedSegments: 0, droppedEvents: 0 },
      {
        reason: 'gateway-return',
        url: '/thank-you?messageKey=fail',
        segment: 2,
        droppedSegments: 0,
        droppedEvents: 0,
      },
    ]);
    expect(second.log.all().map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    expect(second.log.all().map((e) => e.type)).toEqual([
      'session/segment-started',
      'nav/changed',
      'nav/left-app',
      'session/segment-started',
    ]);
  });

  it('folds each segment from the initial state, so time travel shows each page load as it was', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout', search: '?step=payment-method' });
    first.flush();
    const second = load(storage, page('/checkout', 'reload'));
    const checkpoints = Checkpoints.from(second.log.all());
    expect(checkpoints.stateAt(1).nav).toMatchObject({ path: '/checkout', search: '?step=payment-method' });
    expect(checkpoints.latest().nav).toEqual(Checkpoints.from([]).latest().nav);
  });

  it('writes at most once a second, at once before the app leaves the page', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout', search: '' });
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(first.flushes).toHaveLength(1);
    first.log.append('nav/changed', { path: '/checkout/order', search: '' });
    expect(first.flushes).toHaveLength(1);
    first.flushes[0]?.();
    expect(readTabRecording(storage)?.events).toHaveLength(3);
    first.log.append('nav/left-app', { url: 'https://login.test/', reason: 'login' });
    expect(readTabRecording(storage)?.events).toHaveLength(4);
    expect(readTabRecording(storage)?.leaving).toEqual({ url: 'https://login.test/', reason: 'login' });
  });

  it('keeps no secret: the stored recording is the redacted log', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('api/requested', {
      requestId: 'r1',
      method: 'POST',
      url: 'https://api.test/users',
      pathTemplate: '/users',
      headers: { Authorization: 'Bearer xyz' },
      body: {
        personalInformation: { login: 'jana', password: 'S3cret!pass' },
        payment: { cardNumber: '4111111111111111' },
      },
    });
    first.flush();
    const text = storage.getItem(TAB_RECORDING_KEY) ?? '';
    for (const secret of ['S3cret!pass', '4111111111111111', 'Bearer xyz'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"pathTemplate":"/users"');
  });

  it('drops the oldest segments over the cap and says so in the next segment’s start', () => {
    const storage = memoryStorage();
    const big = 'x'.repeat(700); // one page load fits under the cap, two do not
    for (let i = 0; i < 3; i++) {
      const loaded = load(storage, page(`/checkout?step=load-${i}`), 'record', 2_000);
      loaded.log.append('nav/changed', { path: '/checkout', search: `?${big}` });
      loaded.flush();
    }
    const last = load(storage, page('/checkout?step=load-3'), 'record', 2_000);
    const start = starts(last.log).at(-1);
    expect(start).toMatchObject({ segment: 4, droppedSegments: 2, droppedEvents: 4 });
    expect(starts(last.log).map((s) => s.url)).toEqual(['/checkout?step=load-2', '/checkout?step=load-3']);
    expect((storage.getItem(TAB_RECORDING_KEY) ?? '').length).toBeLessThanOrEqual(2_000);
  });

  it('keeps the first events of a page load that alone is over the cap and counts the rest', () => {
    const storage = memoryStorage();
    const loaded = load(storage, page('/checkout'), 'record', 2_000);
    for (let i = 0; i < 20; i++)
      loaded.log.append('nav/changed', { path: '/checkout', search: `?${'y'.repeat(100)}${i}` });
    loaded.flush();
    loaded.log.append('nav/changed', { path: '/checkout', search: '?after' });
    loaded.flush();
    const kept = readTabRecording(storage);
    expect(kept?.events[0]?.type).toBe('session/segment-started');
    expect((storage.getItem(TAB_RECORDING_KEY) ?? '').length).toBeLessThanOrEqual(2_000);
    const next = starts(load(storage, page('/checkout')).log).at(-1);
    expect((kept?.events.length ?? 0) + (next?.droppedEvents ?? 0)).toBe(22);
  });

  it('is dropped once a completed order’s thank-you page is shown, not after a failed payment', () => {
    const storage = memoryStorage();
    const failed = load(storage, page('/checkout'));
    failed.log.append('nav/changed', {
      path: '/thank-you',
      search: '?messageKey=exception&exception=payment.card_failed',
    });
    failed.flush();
    expect(readTabRecording(storage)).not.toBeNull();
    const paid = load(storage, page('/checkout'));
    paid.log.append('nav/changed', { path: '/en/thank-you', search: '?messageKey=success' });
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    paid.log.append('nav/changed', { path: '/en/checkout', search: '' });
    paid.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(starts(load(storage, page('/checkout')).log).map((s) => s.reason)).toEqual(['first-load']);
  });

  it('ends with its salt when the customer logs out: the next visitor starts a recording of their own', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout/order', search: '?step=domain-profile' });
    first.flush();
    const salt = storage.getItem(PSEUDONYM_SALT_KEY);
    const customer = load(storage, page('/checkout/order?step=domain-profile', 'reload'));
    customer.log.append('ui/logout-requested', {});
    customer.log.append('nav/left-app', { url: 'https://login.test/?logout=true', reason: 'logout' });
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).toBeNull();
    // The page records no more (a flush on pagehide writes nothing back).
    customer.log.append('nav/changed', { path: '/checkout', search: '' });
    customer.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    const next = load(storage, page('/checkout', 'navigate', 'https://login.test/'));
    next.flush();
    expect(starts(next.log).map((s) => s.reason)).toEqual(['first-load']);
    expect(readTabRecording(storage)?.events.map((e) => e.type)).toEqual(['session/segment-started']);
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).not.toBe(salt);
  });

  it('ends with its salt when logout is asked, even if the app is then refused the logout page', () => {
    const storage = memoryStorage();
    const customer = load(storage, page('/checkout'));
    customer.flush();
    customer.log.append('ui/logout-requested', {});
    customer.log.append('nav/redirect-refused', {
      url: 'https://login.test/?logout=true',
      reason: 'logout',
      because: 'origin',
    });
    customer.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).toBeNull();
  });

  it('ends with its salt when the customer logged out in another tab of the site', () => {
    const storage = memoryStorage();
    const other = load(storage, page('/checkout'));
    other.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).not.toBeNull();
    other.log.append('session/logged-out-elsewhere', {});
    other.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).toBeNull();
  });

  it('on the console’s own page only reads it: no segment, no event, nothing written', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout', search: '' });
    first.flush();
    const before = storage.getItem(TAB_RECORDING_KEY);
    const consolePage = load(storage, page('/developer'), 'console');
    expect(consolePage.log.size).toBe(0);
    consolePage.log.append('nav/changed', { path: '/developer', search: '' });
    consolePage.flush();
    expect(storage.getItem(TAB_RECORDING_KEY)).toBe(before);
    expect(starts(load(storage, page('/checkout')).log).map((s) => s.reason)).toEqual([
      'first-load',
      'typed-url',
    ]);
  });

  it('starts over on a live re-run’s first page', () => {
    const storage = memoryStorage();
    load(storage, page('/checkout')).flush();
    const rerun = load(storage, page('/checkout'), 'restart');
    expect(starts(rerun.log).map((s) => s.reason)).toEqual(['rerun']);
  });

  it('goes into the session file with every segment, and the file reads back', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.log.append('nav/changed', { path: '/checkout', search: '' });
    first.flush();
    const second = load(storage, page('/checkout', 'reload'));
    const file = sessionFileOf(second.log.all(), AppConfig.parse(configInput), 'b');
    const read = parseSessionFile(serializeSession(file));
    expect(read.ok && read.session.events.filter((e) => e.type === 'session/segment-started')).toHaveLength(
      2,
    );
  });

  it('forgets a stored recording it cannot read and starts a new one', () => {
    const storage = memoryStorage();
    storage.setItem(
      TAB_RECORDING_KEY,
      '{"v":1,"parts":[[{"seq":0,"type":"no/such","payload":{},"v":1,"at":0}]]}',
    );
    expect(starts(load(storage, page('/checkout')).log).map((s) => s.reason)).toEqual(['first-load']);
  });
});

describe('the effects on a later page load', () => {
  it('see only this page load: the order view reloaded re-prices the cart as on a fresh page', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout/order?step=billing-profile'));
    first.log.append('nav/changed', { path: '/checkout/order', search: '?step=billing-profile' });
    first.log.append('cart/reload-configuration-requested', {});
    first.flush();
    const second = load(storage, page('/checkout/order?step=billing-profile', 'reload'));
    second.log.append('nav/changed', { path: '/checkout/order', search: '?step=billing-profile' });
    const from = second.log.all().findLastIndex((e) => e.type === 'session/segment-started');
    const view = segmentLog(second.log, from);
    expect(view.all().map((e) => e.type)).toEqual(['session/segment-started', 'nav/changed']);
    expect(view.size).toBe(second.log.size);
    expect(view.recording?.()).toHaveLength(second.log.size);

    const h = harness({});
    orderReloadEffect({ ...h.deps, log: view });
    expect(second.log.all().filter((e) => e.type === 'cart/reload-configuration-requested')).toHaveLength(2);
  });

  it('started late, see the held events up to each one, numbered as in the whole log', () => {
    const storage = memoryStorage();
    load(storage, page('/checkout')).flush();
    const second = load(storage, page('/checkout', 'reload'));
    const view = segmentLog(second.log, 1);
    const late = holdFrom(view);
    second.log.append('nav/changed', { path: '/checkout', search: '' });
    const seen: number[] = [];
    late.log.events$.subscribe((e) => seen.push(late.log.all().at(-1)?.seq === e.seq ? e.seq : -1));
    late.release();
    expect(seen).toEqual([second.log.size - 1]);
    expect(late.log.recording?.()).toHaveLength(second.log.size);
  });
});

describe('the customer’s personal data in the tab recording', () => {
  const street = (log: EventLog, value: string) =>
    log.append('profiles/field-committed', { form: 'billing', field: 'street', value });

  it('is written as stand-ins, the same in every page load, which a report of the tab shares', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout/order?step=billing-profile'));
    street(first.log, 'Hlavná 12');
    first.log.append('profiles/field-committed', { form: 'billing', field: 'idCard', value: 'EA123456' });
    first.log.append('nav/left-app', {
      url: 'https://login.test/?returnUrl=https%3A%2F%2Fshop.test%2Fcheckout&step=billing-profile&session=Sx-991',
      reason: 'login',
    });
    const stand = first.pseudonymiser.value('street', 'Hlavná 12');
    const second = load(storage, page('/checkout?step=billing-profile'));
    expect(starts(second.log).at(-1)?.reason).toBe('login-return');
    expect(second.pseudonymiser.value('street', 'Hlavná 12')).toBe(stand);
    street(second.log, 'Hlavná 12');
    second.flush();
    const text = storage.getItem(TAB_RECORDING_KEY) ?? '';
    for (const personal of ['Hlavná', 'EA123456', 'Sx-991']) expect(text).not.toContain(personal);
    expect(text.split(stand).length - 1).toBe(2);
    expect(text).toContain('step=billing-profile');
    // What leaves the browser later (a report, an export) uses the same stand-ins for this page load.
    const report = JSON.stringify(pseudonymiseEvents(second.log.all(), second.pseudonymiser));
    expect(report).not.toContain('Hlavná');
    expect(report.split(stand).length - 1).toBe(2);
    // The page itself keeps the real values in memory.
    expect(JSON.stringify(second.log.all())).toContain('Hlavná 12');
  });

  it('still tells the app’s redirect to its own page when that page’s URL carries a pseudonymised value', () => {
    const storage = memoryStorage();
    const target = `/en/mock-login?returnUrl=${encodeURIComponent(`${origin}/en/checkout`)}&step=billing-profile&login=jana.novak`;
    const first = load(storage, page('/en/checkout'));
    first.log.append('nav/left-app', { url: `${origin}${target}`, reason: 'login' });
    expect(readTabRecording(storage)?.leaving?.url).not.toContain('jana');
    expect(starts(load(storage, page(target)).log).at(-1)?.reason).toBe('redirect');
  });

  it('keeps its salt across page loads and forgets it with the recording after a completed order', () => {
    const storage = memoryStorage();
    const first = load(storage, page('/checkout'));
    first.flush();
    const salt = storage.getItem(PSEUDONYM_SALT_KEY);
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const paid = load(storage, page('/checkout'));
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).toBe(salt);
    paid.log.append('nav/changed', { path: '/thank-you', search: '?messageKey=success' });
    expect(storage.getItem(TAB_RECORDING_KEY)).toBeNull();
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).toBeNull();
    load(storage, page('/checkout')).flush();
    expect(storage.getItem(PSEUDONYM_SALT_KEY)).not.toBe(salt);
  });

  it('never breaks on a storage that refuses the salt: this page pseudonymises with one in memory', () => {
    const inner = memoryStorage();
    const refusing: KeyValueStorage = {
      getItem: (k) => {
        if (k === PSEUDONYM_SALT_KEY) throw new Error('SecurityError');
        return inner.getItem(k);
      },
      setItem: (k, v) => {
        if (k === PSEUDONYM_SALT_KEY) throw new Error('QuotaExceededError');
        inner.setItem(k, v);
      },
      removeItem: (k) => {
        if (k === PSEUDONYM_SALT_KEY) throw new Error('SecurityError');
        inner.removeItem(k);
      },
    };
    const loaded = load(refusing, page('/checkout'));
    street(loaded.log, 'Hlavná 12');
    loaded.flush();
    const text = inner.getItem(TAB_RECORDING_KEY) ?? '';
    expect(text).toContain(loaded.pseudonymiser.value('street', 'Hlavná 12'));
    expect(text).not.toContain('Hlavná');
  });

  it('is not read back when an older build wrote it as it was (format 1)', () => {
    const storage = memoryStorage();
    storage.setItem(
      TAB_RECORDING_KEY,
      JSON.stringify({
        v: 1,
        epoch: 0,
        segments: 1,
        dropped: { segments: 0, events: 0 },
        leaving: null,
        parts: [[{ seq: 0, at: 0, type: 'nav/changed', payload: { path: '/checkout', search: '' }, v: 1 }]],
      }),
    );
    expect(starts(load(storage, page('/checkout')).log).map((s) => s.reason)).toEqual(['first-load']);
  });
});
