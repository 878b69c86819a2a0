/**
 * The scenario runner itself: runs are identical, time is virtual (a debounce fires without
 * waiting), recorded replies answer before the mock provider, a session exported from the
 * developer console runs as a scenario, and a failure's session file imports in the console; an
 * intent's secrets reach the provider through the vault and never the log, a full-page navigation
 * back into the app opens a new page session, and a widget commits what its view would.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toScenario } from '../../devtools/session/scenario-export';
import { parseSessionFile } from '../../events/session-file';
import type { AppEvent } from '../../events/envelope';
import { loadScenarios } from './load-scenarios';
import { checkExpectations } from './check-expectations';
import { writeSessionFile } from './failure-report';
import { runScenario } from './run-scenario';
import type { Scenario } from '../../fixtures/scenarios/format';
import { appConfigFor } from '../../fixtures/companies';
import { SIGNUP_PASSWORD_VAULT_KEY } from '../../fixtures/scenarios/newcomer';
import { AppConfig } from '../../events/contract/app-config';
import { isLoggedIn } from '../../projections/cart/selectors';
import { SIGNUP_PASSWORD_SECRET } from '../../src/shared/secret-vault';
import { PROVIDER_URLS } from '../support/provider-harness';
import { committedByWidget } from './widgets';

const fixture = (id: string): Scenario => {
  const found = loadScenarios().find(({ scenario }) => scenario.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found.scenario;
};

/** Runs on a loaded two-core machine take seconds; the default 10 s is too tight for two runs. */
const slow = { timeout: 60_000 };

const shape = (events: readonly AppEvent[]) => events.map((e) => [e.seq, e.at, e.type, e.payload]);

describe('scenario runner', () => {
  it('gives the same event log on every run of a scenario', slow, async () => {
    const scenario = fixture('cz-ws.cart-journey');
    const first = await runScenario(scenario);
    const second = await runScenario(scenario);
    expect(first.problems).toEqual([]);
    expect(shape(second.events)).toEqual(shape(first.events));
  });

  it(
    "fires the effects' timers on virtual time: a typed note is saved after its 300 ms pause",
    slow,
    async () => {
      const scenario: Scenario = {
        ...fixture('sk-ws.coupon-not-applicable'),
        intents: [
          { at: 1000, type: 'cart-extras/note-toggled', payload: { open: true } },
          { at: 1100, type: 'cart-extras/note-edited', payload: { text: 'Call me' } },
          { at: 1200, type: 'cart-extras/note-edited', payload: { text: 'Call me back' } },
        ],
        expected: { thankYouKey: null, messages: [], apiCalls: ['PUT /cart/note'] },
      };
      const run = await runScenario(scenario);
      expect(checkExpectations(scenario, run)).toEqual([]);
      const committed = run.events.filter((e) => e.type === 'cart-extras/note-committed');
      expect(committed.map((e) => [e.at, e.payload])).toEqual([[1500, { note: 'Call me back' }]]);
    },
  );

  it('answers with recorded replies before the mock provider', slow, async () => {
    const scenario: Scenario = {
      ...fixture('sk-ws.coupon-not-applicable'),
      intents: [{ at: 1000, type: 'cart-extras/coupon-add-requested', payload: { code: 'WELCOME10' } }],
      replies: [
        {
          method: 'PUT',
          pathTemplate: '/cart/coupon',
          occurrence: 0,
          status: 503,
          body: { key: 'general.outage' },
        },
      ],
      expected: { thankYouKey: null, messages: [{ path: 'discount', translationKey: 'general.outage' }] },
    };
    const run = await runScenario(scenario);
    expect(checkExpectations(scenario, run)).toEqual([]);
  });

  it(
    'runs a session exported from the developer console as a scenario, to the same outcome',
    slow,
    async () => {
      const original = fixture('sk-ws.checkout-transfer');
      const recorded = await runScenario(original);
      const exported = toScenario(
        {
          company: original.company,
          workflow: original.workflow,
          locale: original.locale,
          events: recorded.events,
        },
        'exported transfer order',
      );
      expect(exported.expected.thankYouKey).toBe('transfer');
      const replayed = await runScenario(exported);
      expect(checkExpectations(exported, replayed)).toEqual([]);
      expect(replayed.state.checkout.transfer).toEqual(recorded.state.checkout.transfer);
    },
  );

  it('writes a session file the developer console imports', slow, async () => {
    const scenario = fixture('hu-ws.outage-on-change');
    const run = await runScenario(scenario);
    const imported = parseSessionFile(readFileSync(writeSessionFile(scenario, run.events), 'utf8'));
    expect(imported.ok && imported.session.events.length).toBe(run.events.length);
    expect(imported.ok && imported.session.company).toBe('hu-ws');
  });

  it('keeps the sign-up password under the key the sign-up effect takes it from', () => {
    expect(SIGNUP_PASSWORD_VAULT_KEY).toBe(SIGNUP_PASSWORD_SECRET);
  });

  it(
    "follows the provider's auto-login into a new page session that opens logged in with the same cart",
    slow,
    async () => {
      const scenario = fixture('cz-ws.signup-and-order');
      const run = await runScenario(scenario);
      expect(run.problems).toEqual([]);
      expect(run.pages.map((p) => p.landedAt)).toEqual(['/checkout', '/checkout?step=payment-method']);
      const [first, second] = run.pages;
      expect(first && isLoggedIn(first.state)).toBe(false);
      expect(second && isLoggedIn(second.state)).toBe(true);
      const uuid = (page: typeof first) =>
        page?.events.find((e) => e.type === 'cart/received')?.payload as { cart: { uuid: string } };
      expect(uuid(second).cart.uuid).toBe(uuid(first).cart.uuid);
      expect(JSON.stringify(run.pages.map((p) => p.events))).not.toContain(
        scenario.intents.find((i) => i.secrets)?.secrets?.[SIGNUP_PASSWORD_VAULT_KEY],
      );
    },
  );

  it(
    'sends the redacted placeholder when no secret is kept: the provider refuses it as weak',
    slow,
    async () => {
      const original = fixture('sk-ws.signup-and-order');
      const scenario: Scenario = {
        ...original,
        intents: original.intents.map(({ secrets: _secrets, ...intent }) => intent),
      };
      const run = await runScenario(scenario);
      const failed = run.pages[0]?.events.find((e) => e.type === 'signup/failed');
      expect(failed?.payload).toMatchObject({ error: { messageKey: 'validation.password_weak' } });
      expect(run.pages).toHaveLength(1);
      expect(run.problems.join('\n')).toContain('did not leave the app for signup');
    },
  );

  it('reports a secret that shows up in the log', slow, async () => {
    const original = fixture('sk-ws.signup-and-order');
    const password = original.intents.find((i) => i.secrets)?.secrets?.[SIGNUP_PASSWORD_VAULT_KEY] ?? '';
    const scenario: Scenario = {
      ...original,
      intents: original.intents.map((intent) =>
        intent.type === 'profiles/field-committed' && (intent.payload as { field: string }).field === 'street'
          ? { ...intent, payload: { ...(intent.payload as object), value: password } }
          : intent,
      ),
    };
    const run = await runScenario(scenario);
    expect(run.problems).toContain(`the secret kept under ${SIGNUP_PASSWORD_VAULT_KEY} appears in the log`);
  });

  it('commits what the phone input would for a typed number', () => {
    const config = AppConfig.parse(appConfigFor('sk-ws', PROVIDER_URLS));
    const typed = (text: string, prefix?: string) =>
      committedByWidget(
        {
          at: 0,
          type: 'profiles/field-committed',
          payload: { form: 'billing', field: 'phone', value: text },
          widget: { kind: 'phone', typed: text, ...(prefix ? { prefix } : {}) },
        },
        config,
      ).payload;
    expect(typed('00420 601 123 456')).toMatchObject({ value: '+420601123456' });
    expect(typed('905.123.456')).toMatchObject({ value: '+421905123456' });
    expect(typed('905 123 456', '+36')).toMatchObject({ value: '+36905123456' });
    expect(typed('')).toMatchObject({ value: '' });
  });
});
