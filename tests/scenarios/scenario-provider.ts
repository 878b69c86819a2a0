/**
 * The mock provider of one scenario run: a fresh msw/node provider on its own store, seeded as the
 * scenario says (its faker seed, the session's cart and login, behaviour and faults), with the
 * provider's clock and waits on the run's virtual time, and the scenario's recorded replies (a
 * session exported from the developer console) answering before it.
 */
import { replayHandlers } from '../../devtools/rerun/replay-handlers';
import { performMockLogin } from '../../fixtures/provider/login-standin';
import { createNodeProvider, type NodeProvider } from '../../fixtures/provider/node';
import { getOrCreateSession, seedSession } from '../../fixtures/provider/sessions';
import { createStore, type ProviderStore } from '../../fixtures/provider/state';
import type { ProviderStep, Scenario } from '../../fixtures/scenarios/format';
import { PROVIDER_URLS } from '../support/provider-harness';
import type { VirtualTime } from './virtual-time';

/** The provider's "today" (due dates of transfers, card expiry) at virtual time 0. */
const PROVIDER_EPOCH = Date.UTC(2025, 2, 3, 9, 0, 0);

/** `POST __mock/behaviour` and `POST __mock/faults`, straight on the store. */
export function applyStep(store: ProviderStore, step: Pick<ProviderStep, 'behaviour' | 'faults'>): void {
  if (step.behaviour) store.setBehaviour(step.behaviour);
  if (step.faults !== undefined) store.setFaults(step.faults);
}

/** Creates and starts (listens) the provider; requests no handler answers are collected in `unhandled`. */
export function startProvider(scenario: Scenario, time: VirtualTime, unhandled: string[]): NodeProvider {
  const store = createStore({
    seed: scenario.seed,
    company: scenario.company,
    sessions: 'cookie-or-default',
    now: () => new Date(PROVIDER_EPOCH + time.now()),
    sleep: (ms) => time.hold(ms),
  });
  const setup = scenario.provider ?? {};
  const session = getOrCreateSession(store, 'default');
  if (setup.seed?.cart) seedSession(store, session, { company: scenario.company, cart: setup.seed.cart });
  if (typeof setup.seed?.login === 'string') performMockLogin(store, { login: setup.seed.login });
  applyStep(store, setup);
  const provider = createNodeProvider({
    store,
    company: scenario.company,
    apiBase: PROVIDER_URLS.apiUrl,
    validationBase: PROVIDER_URLS.validationApiUrl,
    loginBase: PROVIDER_URLS.loginUrl,
  });
  if (scenario.replies.length > 0) provider.server.use(...replayHandlers(scenario.replies));
  provider.server.listen({
    onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${request.url}`),
  });
  return provider;
}
