/**
 * A live re-run of a long recording (issue 33, decision 087): it can start at any page load, by
 * default the one where the failure happened; the page loads before it are neither played nor
 * compared, its boot starts the re-run's recording afresh, and the bar counts page loads and
 * intents over the whole re-run.
 */
import { describe, expect, it } from 'vitest';
import { devBoot } from '../../devtools/dev-boot';
import { continuedPlan } from '../../devtools/rerun/rerun-handoff';
import { playedPart, progressOf } from '../../devtools/rerun/rerun-live';
import { planRerun, rerunStarts } from '../../devtools/rerun/rerun-plan';
import { requestRerun } from '../../devtools/rerun/rerun-request';
import { traceOf } from '../../devtools/rerun/rerun-trace';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { configInput } from '../support/builders';
import { sessionFileOf, startSegment } from './support/recorded';

const CONSOLE = { pageOrigin: 'https://shop.test', config: configInput };
const doc = { getElementById: () => null } as unknown as Document;

/** Three page loads by typed URL; the second one crashed. */
function threePageLoads() {
  const log = new EventLog({ clock: new ManualClock() });
  startSegment(log, 'first-load', '/checkout', 1);
  log.append('nav/changed', { path: '/checkout', search: '' });
  log.append('nav/requested', { to: '/checkout/order' });
  startSegment(log, 'typed-url', '/domain-checker', 2);
  log.append('nav/changed', { path: '/domain-checker', search: '' });
  log.append('app/crashed', { messageKey: 'general.unexpected', detail: 'boom' });
  log.append('nav/requested', { to: '/checkout' });
  startSegment(log, 'reload', '/checkout', 3);
  log.append('nav/changed', { path: '/checkout', search: '' });
  log.append('nav/requested', { to: '/thank-you' });
  log.append('nav/requested', { to: '/checkout' });
  return sessionFileOf(log.all());
}

describe('a re-run that starts at a later page load', () => {
  const file = threePageLoads();

  it('offers every page load, the one where the failure happened first', () => {
    const { starts, failed } = rerunStarts(file);
    expect(starts).toHaveLength(3);
    expect(failed).toBe(1);
  });

  it('offers the first page load when nothing failed', () => {
    const log = new EventLog({ clock: new ManualClock() });
    startSegment(log, 'first-load', '/checkout', 1);
    startSegment(log, 'reload', '/checkout', 2);
    expect(rerunStarts(sessionFileOf(log.all())).failed).toBeNull();
  });

  it('plays and compares the chosen page load and those after it only', () => {
    const plan = planRerun(file, 'long.json', 2);
    expect(plan).toMatchObject({ part: 2, from: 2, startUrl: '/checkout', next: [] });
    expect(plan.steps.map((s) => s.payload)).toEqual([{ to: '/thank-you' }, { to: '/checkout' }]);
    expect(plan.recorded.navs.map((n) => n.to)).toEqual(['/checkout']);
    expect(plan.recorded.outcome.messages).toEqual([]);
  });

  it('starts a new recording of the re-run at the chosen page load, and shows the bar', async () => {
    const storage = memoryStorage();
    requestRerun(planRerun(file, 'long.json', 1), { storage, trusted: CONSOLE, assign: () => {} });
    const boot = await devBoot(storage, doc);
    expect(boot.recordingMode).toBe('restart');
    expect(boot.rerunning).toBe(true);
    expect((await devBoot(memoryStorage(), doc)).rerunning).toBe(false);
  });

  it('counts page loads and intents over the whole re-run on its bar', () => {
    const plan = planRerun(file, 'long.json');
    expect(progressOf(plan, 1)).toEqual({ part: 1, parts: 3, event: 1, events: 4 });
    const second = continuedPlan(plan);
    expect(second && progressOf(second, 1)).toEqual({ part: 2, parts: 3, event: 2, events: 4 });
    const fromLast = planRerun(file, 'long.json', 2);
    expect(progressOf(fromLast, 0)).toEqual({ part: 3, parts: 3, event: 0, events: 2 });
  });

  it('compares a stopped re-run on what it played, not on the end it never reached', () => {
    const plan = planRerun(file, 'long.json');
    const live = traceOf(file.events.slice(0, 3));
    const played = playedPart(plan.recorded, plan, 0, live);
    expect(played.navs.map((n) => n.to)).toEqual(['/checkout']);
    expect(played.outcome).toEqual(live.outcome);
  });
});
