/**
 * The deferred effects (decision 008) start after the first paint on a late view of the log; they
 * must behave exactly as if they had started with the core ones at boot.
 */
import { filter, map, type Subscription } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import type { ApiClient } from '../../src/api/client';
import { foldAll } from '../../projections/fold';
import { startBrowserEffects, type DeferredChunk } from '../../src/effects/runtime/browser-effects';
import type { EffectDeps } from '../../src/effects/runtime/deps';
import { foldedEvents } from '../../src/effects/runtime/folded-events';
import { holdFrom } from '../../src/effects/runtime/late-log';
import type { Effect } from '../../src/effects/runtime/start-effects';
import { harness } from '../support/effect-harness';
import { buildCart } from '../support/builders';

/** The harness's fake client is already whole. */
const completeApiClient: DeferredChunk['completeApiClient'] = (api) => api as ApiClient;

const newLog = () => new EventLog({ clock: new ManualClock() });

/** A deferred effect: answers every closing of the side panel with a fact naming the event's seq. */
const answering: Effect = ({ log }: EffectDeps): Subscription =>
  log.events$
    .pipe(filter((e: AppEvent) => e.type === 'ui/side-panel-closed'))
    .subscribe((e) => log.append('app/translation-missing', { locale: 'en-US', key: `answer-${e.seq}` }));

const answers = (log: EventLog) =>
  log
    .all()
    .filter((e) => e.type === 'app/translation-missing')
    .map((e) => (e.payload as { key: string }).key);

describe('the late log', () => {
  it('shows the log as it was at its start until released, then each held event with the log up to it', () => {
    const real = newLog();
    real.append('ui/side-panel-opened', { panel: 'login' });
    const late = holdFrom(real);
    real.append('ui/side-panel-closed', {});
    real.append('ui/side-panel-opened', { panel: 'login' });
    expect(late.log.all().map((e) => e.seq)).toEqual([0]);
    const seen: [number, number][] = [];
    late.log.events$.subscribe((e) => seen.push([e.seq, late.log.all().length]));
    expect(seen).toEqual([]);
    late.release();
    expect(seen).toEqual([
      [1, 2],
      [2, 3],
    ]);
    real.append('ui/side-panel-closed', {});
    expect(seen.at(-1)).toEqual([3, 4]);
    expect(late.log.all()).toBe(real.all());
  });

  it('delivers what a late effect appends while catching up after the held events, in log order', () => {
    const real = newLog();
    const late = holdFrom(real);
    real.append('ui/side-panel-closed', {});
    real.append('ui/side-panel-closed', {});
    const seen: number[] = [];
    answering({ log: late.log } as EffectDeps);
    late.log.events$.subscribe((e) => seen.push(e.seq));
    late.release();
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(answers(real)).toEqual(['answer-0', 'answer-1']);
  });

  it('gives a late folded stream the same states as folding the real log', () => {
    const real = newLog();
    const late = holdFrom(real);
    real.append('cart/received', { cart: buildCart(), command: 'load' });
    real.append('ui/side-panel-opened', { panel: 'login' });
    const states: unknown[] = [];
    foldedEvents(late.log)
      .pipe(map(({ state }) => state))
      .subscribe((s) => states.push(s));
    late.release();
    real.append('ui/side-panel-closed', {});
    expect(states).toEqual([1, 2, 3].map((n) => foldAll(real.all().slice(0, n))));
  });
});

describe('the browser effects', () => {
  it('handles an intent made before the deferred chunk arrived, once it does', async () => {
    const { deps, log } = harness({});
    let arrive: (value: DeferredChunk) => void = () => {};
    const loading = new Promise<DeferredChunk>((resolve) => (arrive = resolve));
    const effects = startBrowserEffects(deps, { core: [], load: () => loading });
    log.append('ui/side-panel-closed', {});
    expect(answers(log)).toEqual([]);
    arrive({ deferredEffects: [answering], completeApiClient });
    expect(await effects.deferredStarted).toBe(true);
    expect(answers(log)).toEqual(['answer-0']);
    log.append('ui/side-panel-closed', {});
    expect(answers(log)).toEqual(['answer-0', 'answer-2']);
    effects.stop();
    log.append('ui/side-panel-closed', {});
    expect(answers(log)).toHaveLength(2);
  });

  it('starts the deferred effects only once the first render is on screen, even with the chunk loaded, and then answers what happened meanwhile', async () => {
    const { deps, log } = harness({});
    let paint: () => void = () => {};
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const effects = startBrowserEffects(deps, {
      core: [],
      load: () => Promise.resolve({ deferredEffects: [answering], completeApiClient }),
      startAfter: painted,
    });
    log.append('ui/side-panel-closed', {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers(log)).toEqual([]);
    paint();
    expect(await effects.deferredStarted).toBe(true);
    expect(answers(log)).toEqual(['answer-0']);
    effects.stop();
  });

  it('retries a chunk that fails to load, then reports the crash with a translated message key', async () => {
    const { deps, log } = harness({});
    let attempts = 0;
    const effects = startBrowserEffects(deps, {
      core: [],
      retryDelayMs: 1,
      load: () => {
        attempts += 1;
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      },
    });
    expect(await effects.deferredStarted).toBe(false);
    expect(attempts).toBe(3);
    const crash = log.all().find((e) => e.type === 'app/crashed');
    expect(crash?.payload).toMatchObject({ messageKey: 'general.unexpected' });
  });

  it('loads the chunk on a second try without losing what happened meanwhile', async () => {
    const { deps, log } = harness({});
    let attempts = 0;
    const effects = startBrowserEffects(deps, {
      core: [],
      retryDelayMs: 1,
      load: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ deferredEffects: [answering], completeApiClient });
      },
    });
    log.append('ui/side-panel-closed', {});
    expect(await effects.deferredStarted).toBe(true);
    expect(answers(log)).toEqual(['answer-0']);
  });
});
