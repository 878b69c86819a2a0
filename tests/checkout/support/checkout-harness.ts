/**
 * Checkout effect tests against the real mock provider (msw/node): alice's seeded cart with her
 * billing profile, domain profile and a payment choice stored on it, loaded into a log whose
 * config points at the provider, the customer on the recapitulation step with both consents
 * ticked. Polling waits are instant; the test decides the provider's checkout behaviour.
 */
import type { EventType } from '../../../events/catalogue/index';
import type { PaymentRequest } from '../../../events/contract/payment';
import type { CompanyCode } from '../../../events/contract/scalars';
import type { Behaviour } from '../../../fixtures/provider/state';
import type { NodeProvider } from '../../../fixtures/provider/node';
import { foldAll } from '../../../projections/fold';
import type { AppState } from '../../../projections/state';
import type { ApiClient } from '../../../src/api/client';
import type { StartTimer } from '../../../src/api/http';
import { cartLoadEffect } from '../../../src/effects/cart/load';
import { cartQueueEffect } from '../../../src/effects/runtime/core-effects';
import { finishOrderEffect } from '../../../src/effects/checkout/finish-order';
import { userStepStorageEffect } from '../../../src/effects/steps/user-step-storage';
import { harness, type Harness } from '../../support/effect-harness';
import { bootPayload } from '../../support/builders';
import { PROVIDER_API, providerApi, seed, until, waitFor } from '../../support/provider-harness';

export interface CheckoutHarness extends Harness {
  api: ApiClient;
  /** `>POST /checkout`, `>GET /polls/INV-000001`, … in the order they left. */
  requests: string[];
  state(): AppState;
}

/** The provider's API client with instant polling waits; it notes each request it sends in `requests`. */
export function providerClient(requests: string[] = [], options: { timer?: StartTimer } = {}): ApiClient {
  return providerApi(
    {
      requested: (e) => requests.push(`>${e.method} ${new URL(e.url).pathname.replace('/api', '')}`),
      responded: () => {},
      failed: () => {},
    },
    { delay: async () => {}, ...(options.timer ? { timer: options.timer } : {}) },
  );
}

const aliceCard: PaymentRequest = { groupId: 'card', optionId: 'card-alice-visa', recurrence: true };

export interface ReadyOptions {
  payment?: PaymentRequest;
  behaviour?: Partial<Behaviour>;
  company?: CompanyCode;
  /** Where the customer is (default recapitulation). */
  step?: 'payment-method' | 'recapitulation';
  consents?: boolean;
  /** The timer of the calls' time limits (default real time, decision 038). */
  timer?: StartTimer;
}

/** The provider's cart of the default session, for tests that change it behind the client's back. */
export function providerCart(provider: NodeProvider) {
  const cart = provider.store.state.sessions.default?.cart;
  if (!cart) throw new Error('the default session has no cart');
  return cart;
}

export async function readyForCheckout(
  provider: NodeProvider,
  options: ReadyOptions = {},
): Promise<CheckoutHarness> {
  seed(provider, { cart: 'with-items', login: 'alice' });
  const setup = providerClient();
  for (const call of [
    () => setup.setBillingProfile(1),
    () => setup.setDomainProfile(1),
    () => setup.setPaymentOption(options.payment ?? aliceCard),
  ]) {
    const result = await call();
    if (!result.ok) throw new Error(`setup failed: ${result.error.messageKey}`);
  }
  provider.store.setBehaviour({
    checkout: 'auto',
    gateway: 'success',
    pollsBeforeDone: 2,
    ...options.behaviour,
  });
  const requests: string[] = [];
  const api = providerClient(requests, options.timer ? { timer: options.timer } : {});
  const h = harness(api, { apiUrl: PROVIDER_API });
  h.log.append('app/booted', bootPayload({ apiUrl: PROVIDER_API, company: options.company ?? 'sk-ws' }));
  for (const effect of [cartLoadEffect, cartQueueEffect, userStepStorageEffect, finishOrderEffect])
    effect(h.deps);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await waitFor(h, 'cart/received');
  h.log.append('steps/user-step-set', { step: options.step ?? 'recapitulation' });
  if (options.consents !== false) {
    h.log.append('checkout/consent-set', { consent: 'terms', value: true });
    h.log.append('checkout/consent-set', { consent: 'thirdParty', value: true });
  }
  requests.length = 0;
  return { ...h, api, requests, state: () => foldAll(h.log.all()) };
}

/** Finishes the order and waits until one of the given facts is in the log. */
export async function finish(h: CheckoutHarness, facts: EventType[]): Promise<void> {
  h.log.append('checkout/finish-requested', {});
  if (await until(() => h.log.all().some((e) => facts.includes(e.type)))) return;
  throw new Error(`none of ${facts.join(', ')} in ${h.types().join(', ')}`);
}

export function payloadsOf<T extends EventType>(h: Harness, type: T) {
  return h.log
    .all()
    .filter((e) => e.type === type)
    .map((e) => e.payload as Extract<ReturnType<Harness['log']['all']>[number], { type: T }>['payload']);
}
