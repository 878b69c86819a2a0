/**
 * The re-run driver's pacing on a manual clock: an intent waits for the replies that had arrived
 * before it in the recording, for its recorded pause (capped) and for time travel to end; a wait
 * that runs out is reported and the intent still goes; an intent the app appended itself is
 * claimed instead of doubled; one the catalogue refuses is reported, not thrown.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { runRerun, type DriverOptions, type DriverPorts } from '../../devtools/rerun/rerun-driver';
import type { RerunStep } from '../../devtools/rerun/rerun-plan';

const options: DriverOptions = { quietMs: 0, maxGapMs: 300, maxWaitMs: 1000, slackMs: 1000, pollMs: 10 };

function world() {
  const clock = new ManualClock();
  const log = new EventLog({ clock });
  /** Things that happen when the clock reaches a time, like a reply arriving. */
  const due: { at: number; run: () => void }[] = [];
  let paused = false;
  const ports: DriverPorts = {
    log,
    now: () => clock.now(),
    sleep: async (ms) => {
      clock.advance(ms);
      for (const d of due.filter((x) => x.at <= clock.now())) {
        due.splice(due.indexOf(d), 1);
        d.run();
      }
    },
    paused: () => paused,
  };
  return {
    clock,
    log,
    ports,
    at: (t: number, run: () => void) => due.push({ at: t, run }),
    setPaused: (p: boolean) => (paused = p),
  };
}

const step = (over: Partial<RerunStep> & Pick<RerunStep, 'seq' | 'type' | 'payload'>): RerunStep => ({
  repliesBefore: 0,
  gapMs: 0,
  ...over,
});

function reply(log: EventLog, id: string, path = '/cart') {
  request(log, id, path);
  answer(log, id);
}

function request(log: EventLog, id: string, path = '/cart') {
  log.append('api/requested', {
    requestId: id,
    method: 'GET',
    url: `/api${path}`,
    pathTemplate: path,
    headers: {},
    body: null,
  });
}

function answer(log: EventLog, id: string) {
  log.append('api/responded', { requestId: id, status: 200, headers: {}, body: null, durationMs: 1 });
}

describe('re-run driver', () => {
  it('waits for the replies that came before an intent in the recording', async () => {
    const w = world();
    w.at(200, () => reply(w.log, 'r1'));
    const steps = [step({ seq: 5, type: 'nav/requested', payload: { to: '/a' }, repliesBefore: 1 })];
    const report = await runRerun({ steps, totalReplies: 1 }, w.ports, options);
    const nav = w.log.all().find((e) => e.type === 'nav/requested');
    const responded = w.log.all().find((e) => e.type === 'api/responded');
    expect(report).toMatchObject({ emitted: 1, unsettled: [] });
    expect(nav?.seq).toBeGreaterThan(responded?.seq ?? Infinity);
  });

  it('waits for the very replies the recording had, not just as many', async () => {
    // Live, the cart's reply comes first and the cross-sell reply later: the count is reached early,
    // but the intent must not go (it would cancel the cross-sell call the recording saw answered).
    const w = world();
    w.at(100, () => request(w.log, 'r1', '/cart/x-sell-up-sell'));
    w.at(150, () => reply(w.log, 'r2', '/payment-options'));
    w.at(400, () => answer(w.log, 'r1'));
    const steps = [
      step({
        seq: 9,
        type: 'nav/requested',
        payload: { to: '/a' },
        repliesBefore: 1,
        awaited: ['GET /cart/x-sell-up-sell #1'],
      }),
    ];
    const report = await runRerun({ steps, totalReplies: 2 }, w.ports, options);
    const nav = w.log.all().find((e) => e.type === 'nav/requested');
    const crossSell = w.log
      .all()
      .filter((e) => e.type === 'api/responded')
      .at(-1);
    expect(report).toMatchObject({ emitted: 1, unsettled: [] });
    expect(nav?.seq).toBeGreaterThan(crossSell?.seq ?? Infinity);
  });

  it('keeps the recorded pause between intents, up to the cap', async () => {
    const w = world();
    const times: number[] = [];
    w.log.events$.subscribe((e) => e.type === 'nav/requested' && times.push(w.clock.now()));
    const steps = [
      step({ seq: 1, type: 'nav/requested', payload: { to: '/a' } }),
      step({ seq: 2, type: 'nav/requested', payload: { to: '/b' }, gapMs: 120 }),
      step({ seq: 3, type: 'nav/requested', payload: { to: '/c' }, gapMs: 60_000 }),
    ];
    await runRerun({ steps, totalReplies: 0 }, w.ports, options);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(120);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300);
    expect(times[2]! - times[1]!).toBeLessThan(60_000);
  });

  it('appends nothing while time travel pauses the effects', async () => {
    const w = world();
    w.setPaused(true);
    w.at(5000, () => w.setPaused(false));
    const steps = [step({ seq: 1, type: 'nav/requested', payload: { to: '/a' } })];
    await runRerun({ steps, totalReplies: 0 }, w.ports, options);
    const nav = w.log.all().find((e) => e.type === 'nav/requested');
    expect(nav?.at).toBeGreaterThanOrEqual(5000);
  });

  it('reports an intent whose replies never came and sends it anyway', async () => {
    const w = world();
    const steps = [step({ seq: 9, type: 'nav/requested', payload: { to: '/a' }, repliesBefore: 3 })];
    const report = await runRerun({ steps, totalReplies: 3 }, w.ports, options);
    expect(report).toMatchObject({ emitted: 1, unsettled: [9] });
  });

  it('claims an intent the app appended itself instead of appending it again', async () => {
    const w = world();
    w.log.append('cart/load-requested', { reason: 'boot' });
    const steps = [
      step({ seq: 1, type: 'cart/load-requested', payload: { reason: 'boot' } }),
      step({ seq: 2, type: 'nav/requested', payload: { to: '/a' } }),
    ];
    const report = await runRerun({ steps, totalReplies: 0 }, w.ports, options);
    expect(report).toMatchObject({ emitted: 1, rederived: 1 });
    expect(w.log.all().filter((e) => e.type === 'cart/load-requested')).toHaveLength(1);
  });

  it('waits for the app to arrive where it had, and claims what the app appends on arrival (issue 33)', async () => {
    const w = world();
    // The order view loads slowly under load: it arrives, and asks its configuration reload, late.
    w.at(500, () => {
      w.log.append('nav/changed', { path: '/en/checkout/order', search: '' });
      w.log.append('cart/reload-configuration-requested', {});
    });
    const steps = [
      step({ seq: 1, type: 'nav/requested', payload: { to: '/checkout/order' }, navsBefore: 0 }),
      step({ seq: 3, type: 'cart/reload-configuration-requested', payload: {}, navsBefore: 1 }),
    ];
    const report = await runRerun({ steps, totalReplies: 0 }, w.ports, options);
    await w.ports.sleep(1000);
    expect(report).toMatchObject({ emitted: 1, rederived: 1, unsettled: [] });
    expect(w.log.all().filter((e) => e.type === 'cart/reload-configuration-requested')).toHaveLength(1);
  });

  it('plays no intent before the app has started all its effects, and claims what one appends as it starts (issue 33)', async () => {
    const w = world();
    // A reload of the order view: its deferred effects start late under load, and the one that
    // re-prices the cart asks its reload as it starts.
    let effectsStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (effectsStarted = resolve));
    w.at(800, () => {
      w.log.append('cart/reload-configuration-requested', {});
      effectsStarted();
    });
    const steps = [step({ seq: 4, type: 'cart/reload-configuration-requested', payload: {}, gapMs: 250 })];
    const report = await runRerun(
      { steps, totalReplies: 0 },
      { ...w.ports, effectsStarted: started },
      options,
    );
    await w.ports.sleep(1000);
    expect(report).toMatchObject({ emitted: 0, rederived: 1, unsettled: [] });
    expect(w.log.all().filter((e) => e.type === 'cart/reload-configuration-requested')).toHaveLength(1);
  });

  it('reports intents the catalogue refuses and goes on', async () => {
    const w = world();
    const steps = [
      step({ seq: 1, type: 'cart/vanished-requested', payload: {} }),
      step({ seq: 2, type: 'nav/requested', payload: { to: 42 } }),
      step({ seq: 3, type: 'nav/requested', payload: { to: '/a' } }),
    ];
    const report = await runRerun({ steps, totalReplies: 0 }, w.ports, options);
    expect(report.refused.map((r) => r.seq)).toEqual([1, 2]);
    expect(report.emitted).toBe(1);
  });
  it('waits once for a reply that never comes, not once per intent after it (issue 33)', async () => {
    const w = world();
    const lost = ['GET /cart #1'];
    const steps = [1, 2, 3, 4, 5].map((seq) =>
      step({ seq, type: 'nav/requested', payload: { to: `/p${seq}` }, repliesBefore: 1, awaited: lost }),
    );
    const report = await runRerun({ steps, totalReplies: 1, tailMs: 0 }, w.ports, {
      ...options,
      slackMs: 200,
    });
    expect(report.emitted).toBe(5);
    expect(report.unsettled).toEqual([1]);
    // One wait of the recorded pause plus the slack, then the end's: not five longest holds.
    expect(w.clock.now()).toBeLessThan(options.maxWaitMs);
  });

  it('bounds a wait by the recorded pause before the intent, not by the longest hold', async () => {
    const w = world();
    const steps = [
      step({ seq: 1, type: 'nav/requested', payload: { to: '/a' }, repliesBefore: 1, gapMs: 100 }),
    ];
    const report = await runRerun({ steps, totalReplies: 0 }, w.ports, { ...options, slackMs: 200 });
    expect(report.unsettled).toEqual([1]);
    expect(w.clock.now()).toBeLessThan(options.maxWaitMs);
  });

  it('plays no intent after Stop and says where it stopped', async () => {
    const w = world();
    let stop = false;
    w.at(50, () => (stop = true));
    const steps = [1, 2, 3].map((seq) =>
      step({ seq, type: 'nav/requested', payload: { to: `/p${seq}` }, gapMs: seq === 1 ? 0 : 100 }),
    );
    const report = await runRerun({ steps, totalReplies: 0 }, { ...w.ports, stopped: () => stop }, options);
    expect(report.stoppedAt).toBe(1);
    expect(w.log.all().filter((e) => e.type === 'nav/requested')).toHaveLength(1);
  });
});
