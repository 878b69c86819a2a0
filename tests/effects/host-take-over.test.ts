import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { HostPart } from '../../events/catalogue/layout';
import { foldAll } from '../../projections/fold';
import { hostTakeOverEffect } from '../../src/effects/host-take-over';
import type { HostElement, HostPagePort } from '../../src/effects/page-ports';
import { harness } from '../support/effect-harness';

/** A host page whose parts appear at given virtual times; counts what the effect did to them. */
function hostPage(appearAt: Partial<Record<HostPart, number>>, now: () => number) {
  const hidden: HostPart[] = [];
  const clicks: Partial<Record<HostPart, () => void>> = {};
  let lookups = 0;
  const element = (part: HostPart): HostElement => ({
    hide: () => void hidden.push(part),
    intercept(listener) {
      clicks[part] = listener;
      return () => delete clicks[part];
    },
  });
  const port: HostPagePort = {
    find(part) {
      lookups += 1;
      const at = appearAt[part];
      return at !== undefined && now() >= at ? [element(part)] : [];
    },
  };
  return { port, hidden, clicks, lookups: () => lookups };
}

function run(appearAt: Partial<Record<HostPart, number>>, config = {}) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  let result!: { h: ReturnType<typeof harness>; page: ReturnType<typeof hostPage> };
  scheduler.run(({ flush }) => {
    const h = harness({}, config);
    const page = hostPage(appearAt, () => scheduler.now());
    h.deps.hostPage = page.port;
    h.deps.scheduler = scheduler;
    hostTakeOverEffect(h.deps);
    flush();
    result = { h, page };
  });
  return result;
}

const finished = (h: ReturnType<typeof harness>) =>
  h.log.all().find((e) => e.type === 'layout/host-take-over-finished')?.payload;

describe('the host-site take-over', () => {
  it('polls every 100 ms until every part is found, hides the mini cart and language select and stops', () => {
    const { h, page } = run({ login: 0, 'mini-cart': 200, language: 300 });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'layout/host-part-taken-over')
        .map((e) => e.payload),
    ).toEqual([
      { part: 'login', count: 1 },
      { part: 'mini-cart', count: 1 },
      { part: 'language', count: 1 },
    ]);
    expect(finished(h)).toEqual({ outcome: 'complete', missing: [], afterMs: 300 });
    expect(page.hidden).toEqual(['mini-cart', 'language']);
    const lookupsWhenDone = page.lookups();
    expect(lookupsWhenDone).toBe(3 + 2 + 2 + 1);
  });

  it('opens our login drawer when a host login link is clicked', () => {
    const { h, page } = run({ login: 0, 'mini-cart': 0, language: 0 });
    page.clicks.login?.();
    expect(foldAll(h.log.all()).ui.sidePanel).toBe('login');
  });

  it('gives up after 10 s and records what it did not find', () => {
    const { h, page } = run({ login: 500 });
    expect(finished(h)).toEqual({ outcome: 'gave-up', missing: ['mini-cart', 'language'], afterMs: 10_000 });
    expect(foldAll(h.log.all()).layout.hostTakeOver).toEqual({
      status: 'gave-up',
      taken: ['login'],
      missing: ['mini-cart', 'language'],
    });
    expect(page.hidden).toEqual([]);
  });

  it('is not done for the Swedish workflow', () => {
    const { h, page } = run({ login: 0, 'mini-cart': 0, language: 0 }, { company: 'se-ws', workflow: 2 });
    expect(finished(h)).toEqual({ outcome: 'skipped', missing: [], afterMs: 0 });
    expect(page.lookups()).toBe(0);
    expect(page.hidden).toEqual([]);
  });
});
