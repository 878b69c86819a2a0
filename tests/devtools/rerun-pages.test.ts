/**
 * A live re-run of a recording of several page loads (decision 033): one part per page load, each
 * with its own start page, intents and replies; where the recording left the site, the re-run goes
 * to the recorded return with the next part handed on, and after the last part it goes nowhere.
 */
import { describe, expect, it } from 'vitest';
import { devBoot } from '../../devtools/dev-boot';
import { continuedPlan } from '../../devtools/rerun/rerun-handoff';
import { startsItself } from '../../devtools/rerun/rerun-starts';
import { leftFor } from '../../devtools/rerun/rerun-trace';
import { planRerun } from '../../devtools/rerun/rerun-plan';
import { requestRerun, takeRerun } from '../../devtools/rerun/rerun-request';
import { RERUN_KEY } from '../../devtools/session/session-keys';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import type { SegmentReason } from '../../events/catalogue/session';
import { sessionFileOf, startSegment } from './support/recorded';
import { memoryStorage, type BrowserPort } from '../../src/effects/runtime/deps';
import { configInput } from '../support/builders';

/** The console that asks for the re-run: its page and its own config. */
const CONSOLE = { pageOrigin: 'https://shop.test', config: configInput };

function twoPageLoads() {
  const log = new EventLog({ clock: new ManualClock() });
  startSegment(log, 'first-load', '/checkout/order?step=payment-method', 1);
  log.append('nav/changed', { path: '/checkout/order', search: '?step=payment-method' });
  log.append('checkout/finish-requested', {});
  log.append('nav/left-app', { url: 'https://gateway.test/pay', reason: 'payment-gateway' });
  startSegment(log, 'gateway-return', '/thank-you?messageKey=fail', 2);
  log.append('nav/changed', { path: '/thank-you', search: '?messageKey=fail' });
  log.append('nav/requested', { to: '/checkout' });
  return sessionFileOf(log.all());
}

const port = (assigned: string[]): BrowserPort => ({
  assign: (url) => assigned.push(url),
  reload: () => {},
  origin: () => 'https://shop.test',
  pathname: () => '/',
  search: () => '',
  navigate: () => {},
  onLocationChange: () => () => {},
});

const doc = { getElementById: () => null } as unknown as Document;

describe('a re-run across page loads', () => {
  const plan = planRerun(twoPageLoads(), 'two.json');

  it('plans one part per page load, each from its own start page', () => {
    expect(plan.part).toBe(0);
    expect(plan.startUrl).toBe('/checkout/order?step=payment-method');
    expect(plan.steps.map((s) => s.type)).toEqual(['checkout/finish-requested']);
    expect(plan.next.map((p) => [p.startUrl, p.steps.map((s) => s.type)])).toEqual([
      ['/thank-you?messageKey=fail', ['nav/requested']],
    ]);
    expect(plan.recorded.navs.map((n) => n.to)).toEqual([
      '/checkout/order?step=payment-method',
      'left: https://gateway.test/pay',
      '/thank-you?messageKey=fail',
    ]);
    const second = continuedPlan(plan);
    expect(second).toMatchObject({ part: 1, startUrl: '/thank-you?messageKey=fail', next: [] });
    expect(second && continuedPlan(second)).toBeNull();
  });

  it('plays every page load from the first, the reload started by the re-run itself', () => {
    const file = twoPageLoads();
    const reloaded = file.events.map((e) =>
      e.type === 'session/segment-started' && e.payload.segment === 1
        ? { ...e, payload: { ...e.payload, reason: 'reload' as const } }
        : e,
    );
    const first = file.events.slice(0, 4).map((e) => ({ ...e }));
    const events = [...first, ...reloaded].map((e, seq) => ({ ...e, seq }));
    const chained = planRerun({ ...file, events }, 'three.json');
    expect([chained.reason, ...chained.next.map((p) => p.reason)]).toEqual([
      'first-load',
      'reload',
      'gateway-return',
    ]);
    expect(chained.next.map((p) => startsItself(p))).toEqual([true, false]);
    expect(chained.recorded.navs.map((n) => n.to)).toEqual([
      '/checkout/order?step=payment-method',
      'left: https://gateway.test/pay',
      '/checkout/order?step=payment-method',
      'left: https://gateway.test/pay',
      '/thank-you?messageKey=fail',
    ]);
  });

  it('goes past the mock login page: from the page that left for it to the login return', () => {
    const log = new EventLog({ clock: new ManualClock() });
    const start = (reason: SegmentReason, url: string, segment: number) =>
      startSegment(log, reason, url, segment);
    start('first-load', '/en/checkout', 1);
    log.append('nav/changed', { path: '/en/checkout', search: '' });
    log.append('ui/login-started', {});
    log.append('nav/left-app', { url: '/en/mock-login?returnUrl=x', reason: 'login' });
    start('redirect', '/en/mock-login?returnUrl=x', 2);
    log.append('nav/changed', { path: '/en/mock-login', search: '?returnUrl=x' });
    start('login-return', '/en/checkout?step=billing-profile', 3);
    log.append('nav/changed', { path: '/en/checkout', search: '?step=billing-profile' });
    start('typed-url', '/en/mock-login?login=bob', 4);
    log.append('nav/changed', { path: '/en/mock-login', search: '?login=bob' });
    start('login-return', '/en/checkout', 5);
    log.append('nav/changed', { path: '/en/checkout', search: '' });
    const file = sessionFileOf(log.all());
    const plan = planRerun(file, 'login.json');
    expect([plan.startUrl, ...plan.next.map((p) => p.startUrl)]).toEqual([
      '/en/checkout',
      '/en/checkout?step=billing-profile',
      '/en/checkout',
    ]);
    // The app leaves for the first login itself; the typed login page the re-run has to pass itself.
    expect(plan.next.map((p) => startsItself(p))).toEqual([false, true]);
    expect(plan.recorded.navs.map((n) => n.to)).not.toContain('/en/mock-login?login=bob');
  });

  it("neither replays nor compares the console's own navigation", () => {
    const log = new EventLog({ clock: new ManualClock() });
    startSegment(log, 'first-load', '/en/checkout', 1);
    log.append('nav/changed', { path: '/en/checkout', search: '' });
    log.append('nav/requested', { to: '/developer/config' });
    log.append('nav/changed', { path: '/en/developer/config', search: '' });
    log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    const file = sessionFileOf(log.all());
    const plan = planRerun(file, 'console.json');
    expect(plan.steps.map((s) => s.payload)).toEqual([{ to: '/checkout/order?step=billing-profile' }]);
    expect(plan.recorded.navs.map((n) => n.to)).toEqual(['/en/checkout']);
  });

  it('compares where the app left without the origin the app ran on', () => {
    const from = (origin: string) =>
      leftFor(
        `https://login.test/login?returnUrl=${encodeURIComponent(`${origin}/en/checkout`)}&step=billing-profile`,
      );
    expect(from('https://shop.test')).toBe(from('http://127.0.0.1:4604'));
    expect(from('https://shop.test')).toBe(
      'https://login.test/login?returnUrl=/en/checkout&step=billing-profile',
    );
    expect(leftFor('/en/mock-login?returnUrl=x')).toBe('/en/mock-login?returnUrl=x');
    // The gateway's return to the app's own page: the page, whichever origin the app ran on.
    expect(leftFor('https://shop.test/en/thank-you?messageKey=fail', 'https://shop.test')).toBe(
      leftFor('http://127.0.0.1:4604/en/thank-you?messageKey=fail', 'http://127.0.0.1:4604'),
    );
    expect(leftFor('https://gateway.test/pay', 'https://shop.test')).toBe('https://gateway.test/pay');
  });

  it('starts a new tab recording on its first page only', async () => {
    const storage = memoryStorage();
    requestRerun(plan, { storage, trusted: CONSOLE, assign: () => {} });
    expect((await devBoot(storage, doc)).recordingMode).toBe('restart');
    const second = continuedPlan(plan);
    if (second) storage.setItem(RERUN_KEY, JSON.stringify(second));
    expect((await devBoot(storage, doc)).recordingMode).toBe('record');
    expect((await devBoot(storage, doc)).recordingMode).toBe('record');
  });

  it('goes to the recorded return instead of the gateway, and nowhere after the last page load', async () => {
    const storage = memoryStorage();
    requestRerun(plan, { storage, trusted: CONSOLE, assign: () => {} });
    const assigned: string[] = [];
    const browser = (await devBoot(storage, doc)).browser(port(assigned));
    browser.assign('https://gateway.test/pay');
    expect(assigned).toEqual(['/thank-you?messageKey=fail']);
    const handed = takeRerun(storage);
    expect(handed).toMatchObject({ part: 1, startUrl: '/thank-you?messageKey=fail' });

    if (handed) storage.setItem(RERUN_KEY, JSON.stringify(handed));
    const last: string[] = [];
    (await devBoot(storage, doc)).browser(port(last)).assign('https://gateway.test/pay');
    expect(last).toEqual([]);
  });

  it('changes nothing outside a re-run', async () => {
    const assigned: string[] = [];
    const boot = await devBoot(memoryStorage(), doc);
    boot.browser(port(assigned)).assign('https://gateway.test/pay');
    expect(assigned).toEqual(['https://gateway.test/pay']);
    expect(boot.recordingMode).toBe('record');
  });
});
