/**
 * Effect harness for the profile steps against the mock provider (msw/node): the effect harness's
 * log and fakes, an API client that records every exchange into that log (so redaction is tested
 * on what really reaches it), the cart loaded, and the state folded on demand. Time is virtual
 * and passes only when a test says so, except the 300 ms a profile list waits for its requests to
 * be quiet (src/effects/profiles/load.ts): the flows tested here are not about it.
 */
import { VirtualTimeScheduler } from 'rxjs';
import type { AppConfigInput } from '../../../events/contract/app-config';
import type { CompanyCode } from '../../../events/contract/scalars';
import type { NodeProvider } from '../../../fixtures/provider/node';
import { foldAll } from '../../../projections/fold';
import type { AppState } from '../../../projections/state';
import { cartLoadEffect } from '../../../src/effects/cart/load';
import { PROFILE_LIST_REFRESH_DEBOUNCE_MS } from '../../../src/effects/profiles/load';
import { cartQueueEffect } from '../../../src/effects/runtime/core-effects';
import { ofType } from '../../../src/effects/runtime/event-filters';
import type { Effect } from '../../../src/effects/runtime/start-effects';
import { logRecorder } from '../../../src/effects/runtime/log-recorder';
import { harness, type Harness } from '../../support/effect-harness';
import { providerApi, seed, waitFor } from '../../support/provider-harness';

export interface ProfilesHarness extends Harness {
  time: VirtualTimeScheduler;
  state(): AppState;
  /** `METHOD /path-template` of every request, in order. */
  calls(): string[];
  count(type: string): number;
}

export async function startProfiles(
  provider: NodeProvider,
  effects: readonly Effect[],
  /** `reload`: the provider's session as it is (a reload of the page), not seeded again. */
  session: { login?: string | null; company?: CompanyCode; reload?: boolean } = {},
  config: Partial<AppConfigInput> = {},
): Promise<ProfilesHarness> {
  const company = session.company ?? 'sk-ws';
  if (!session.reload) seed(provider, { cart: 'with-items', login: session.login ?? null, company });
  const h = harness({}, { company, ...config });
  h.deps.api = providerApi(logRecorder(h.log), { company });
  const time = new VirtualTimeScheduler();
  h.deps.scheduler = time;
  for (const effect of [cartLoadEffect, cartQueueEffect, ...effects]) effect(h.deps);
  h.log.events$.pipe(ofType('profiles/load-requested')).subscribe(() => {
    time.maxFrames = time.frame + PROFILE_LIST_REFRESH_DEBOUNCE_MS;
    time.flush();
    time.maxFrames = Infinity;
  });
  h.log.append('app/booted', {
    config: h.deps.config,
    locale: 'en-US',
    mode: 'test',
    buildId: 'test',
  });
  h.log.append('cart/load-requested', { reason: 'boot' });
  await waitFor(h, 'cart/received');
  return {
    ...h,
    time,
    state: () => foldAll(h.log.all()),
    calls: () =>
      h.log
        .all()
        .flatMap((e) =>
          e.type === 'api/requested' ? [`${e.payload.method} ${e.payload.pathTemplate}`] : [],
        ),
    count: (type) => h.log.all().filter((e) => e.type === type).length,
  };
}
