/**
 * The host-site take-over effect: it polls the host page until every part is found (or 10 s pass),
 * hides the host's originals (login links, mini cart, language select) until the app leaves, opens
 * our login drawer from its login links and
 * wires its action buttons; the Swedish company (se-ws, se-lp; decision 079) only gets the buttons.
 */
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { HostPart } from '../../events/catalogue/layout';
import { foldAll } from '../../projections/fold';
import { hostTakeOverEffect } from '../../src/effects/layout/host-take-over';
import type { HostActionButton, HostElement, HostPagePort } from '../../src/effects/runtime/page-ports';
import { harness } from '../support/effect-harness';

/** A host page whose parts appear at given virtual times; counts what the effect did to them. */
function hostPage(appearAt: Partial<Record<HostPart, number>>, now: () => number) {
  const hidden: HostPart[] = [];
  const shownAgain: HostPart[] = [];
  const clicks: Partial<Record<HostPart, () => void>> = {};
  let lookups = 0;
  const element = (part: HostPart): HostElement => ({
    hide: () => {
      hidden.push(part);
      return () => void shownAgain.push(part);
    },
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
  return { port, hidden, shownAgain, clicks, lookups: () => lookups };
}

function run(appearAt: Partial<Record<HostPart, number>>, config = {}) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  let result!: {
    h: ReturnType<typeof harness>;
    page: ReturnType<typeof hostPage>;
    subscription: ReturnType<typeof hostTakeOverEffect>;
  };
  scheduler.run(({ flush }) => {
    const h = harness({}, config);
    const page = hostPage(appearAt, () => scheduler.now());
    h.deps.hostPage = page.port;
    h.deps.scheduler = scheduler;
    const subscription = hostTakeOverEffect(h.deps);
    flush();
    result = { h, page, subscription };
  });
  return result;
}

const finished = (h: ReturnType<typeof harness>) =>
  h.log.all().find((e) => e.type === 'layout/host-take-over-finished')?.payload;

describe('the host-site take-over', () => {
  it('polls every 100 ms until every part is found, hides each original once found and stops', () => {
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
    expect(page.hidden).toEqual(['login', 'mini-cart', 'language']);
    const lookupsWhenDone = page.lookups();
    expect(lookupsWhenDone).toBe(3 + 2 + 2 + 1);
  });

  it('shows the host originals again when the app leaves, and not before', () => {
    const { page, subscription } = run({ login: 0, 'mini-cart': 0, language: 0 });
    expect(page.shownAgain).toEqual([]);
    subscription.unsubscribe();
    expect(page.shownAgain).toEqual(['login', 'mini-cart', 'language']);
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
    expect(page.hidden).toEqual(['login']);
  });

  it.each(['se-ws', 'se-lp'] as const)('is not done for the Swedish company (%s)', (company) => {
    const { h, page } = run(
      { login: 0, 'mini-cart': 0, language: 0 },
      { company, companyCountry: 'SE', workflow: 2 },
    );
    expect(finished(h)).toEqual({ outcome: 'skipped', missing: [], afterMs: 0 });
    expect(page.lookups()).toBe(0);
    expect(page.hidden).toEqual([]);
  });

  it('is done for the Norwegian company, though it shares the Swedish workflow', () => {
    const { h, page } = run(
      { login: 0, 'mini-cart': 0, language: 0 },
      { company: 'no-lp', companyCountry: 'NO', workflow: 2 },
    );
    expect(finished(h)).toEqual({ outcome: 'complete', missing: [], afterMs: 0 });
    expect(page.hidden).toEqual(['login', 'mini-cart', 'language']);
  });
});

describe('action buttons in the host take-over', () => {
  /** A page whose action buttons appear at given virtual times, with the attributes given. */
  function withActions(buttons: { at: number; attributes: Record<string, string> }[], config = {}) {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    const clicks = new Map<string, () => void>();
    let actionLookups = 0;
    let h!: ReturnType<typeof harness>;
    scheduler.run(({ flush }) => {
      h = harness({}, config);
      const handed = new Set<number>();
      const port: HostPagePort = {
        find: () => [],
        findActions() {
          actionLookups += 1;
          return buttons.flatMap((button, i) => {
            if (handed.has(i) || scheduler.now() < button.at) return [];
            handed.add(i);
            const action: HostActionButton = {
              id: `action-${i + 1}`,
              read: () => button.attributes,
              intercept(listener) {
                clicks.set(`action-${i + 1}`, listener);
                return () => clicks.delete(`action-${i + 1}`);
              },
            };
            return [action];
          });
        },
      };
      h.deps.hostPage = port;
      h.deps.scheduler = scheduler;
      hostTakeOverEffect(h.deps);
      flush();
    });
    return { h, clicks, actionLookups: () => actionLookups };
  }

  it('wires the action buttons it finds while polling, also those that appear late', () => {
    const { h, clicks, actionLookups } = withActions([
      { at: 0, attributes: { method: 'post', url: '/invoices/5/send', action: 'flash' } },
      { at: 4000, attributes: { url: '/r', action: 'reload-components', components: 'cart, ,profiles' } },
    ]);
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'action-button/found')
        .map((e) => e.payload),
    ).toEqual([{ buttonIds: ['action-1'] }, { buttonIds: ['action-2'] }]);
    expect(actionLookups()).toBe(101);
    clicks.get('action-1')?.();
    clicks.get('action-2')?.();
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'action-button/clicked')
        .map((e) => e.payload),
    ).toEqual([
      { buttonId: 'action-1', method: 'POST', url: '/invoices/5/send', action: 'flash', components: [] },
      {
        buttonId: 'action-2',
        method: 'POST',
        url: '/r',
        action: 'reload-components',
        components: ['cart', 'profiles'],
      },
    ]);
  });

  it('rejects a click on a button without a valid configuration', () => {
    const { h, clicks } = withActions([{ at: 0, attributes: { action: 'explode' } }]);
    clicks.get('action-1')?.();
    const rejected = h.log.all().find((e) => e.type === 'action-button/rejected');
    expect(rejected?.payload).toMatchObject({ buttonId: 'action-1', attributes: { action: 'explode' } });
    expect(rejected?.type === 'action-button/rejected' && rejected.payload.reason).toMatch(/url/);
    expect(h.log.all().some((e) => e.type === 'action-button/clicked')).toBe(false);
  });

  it('wires action buttons for the Swedish company too, without taking over its parts', () => {
    const { h } = withActions([{ at: 0, attributes: { url: '/x', action: 'flash' } }], {
      company: 'se-ws',
      companyCountry: 'SE',
      workflow: 2,
    });
    expect(finished(h)).toEqual({ outcome: 'skipped', missing: [], afterMs: 0 });
    expect(h.log.all().filter((e) => e.type === 'action-button/found')).toHaveLength(1);
  });
});
