/**
 * Effect harness for the profile steps against the mock provider (msw/node): the effect harness's
 * log and fakes, an API client that records every exchange into that log (so redaction is tested
 * on what really reaches it), the cart loaded, and the state folded on demand.
 */
import { VirtualTimeScheduler } from 'rxjs';
import type { AppConfigInput } from '../../../events/contract/app-config';
import { foldAll } from '../../../projections/fold';
import type { AppState } from '../../../projections/state';
import { createApiClient } from '../../../src/api/client';
import { cartLoadEffect } from '../../../src/effects/cart/load';
import { cartQueueEffect } from '../../../src/effects/cart/queue';
import type { Effect } from '../../../src/effects/runtime';
import { logRecorder, sequentialIds } from '../../../src/effects/log-recorder';
import { readEnUs } from '../../i18n/catalogue-files';
import { harness, type Harness } from '../../support/effect-harness';
import { API_BASE, control, waitFor } from './provider-harness';

const known = new Set(Object.keys(readEnUs()));

export interface ProfilesHarness extends Harness {
  time: VirtualTimeScheduler;
  state(): AppState;
  /** `METHOD /path-template` of every request, in order. */
  calls(): string[];
  count(type: string): number;
}

export async function startProfiles(
  effects: readonly Effect[],
  seed: { login?: string | null; company?: string } = {},
  config: Partial<AppConfigInput> = {},
): Promise<ProfilesHarness> {
  const company = seed.company ?? 'sk-ws';
  await control('seed', { cart: 'with-items', login: seed.login ?? null, company });
  const h = harness({}, { company: company as AppConfigInput['company'], ...config });
  h.deps.api = createApiClient({
    apiUrl: API_BASE,
    validationApiUrl: 'http://validation.test',
    company,
    language: () => 'en-US',
    hasKey: (key) => known.has(key),
    production: true,
    recorder: logRecorder(h.log),
    newRequestId: sequentialIds(),
  });
  const time = new VirtualTimeScheduler();
  h.deps.scheduler = time;
  for (const effect of [cartLoadEffect, cartQueueEffect, ...effects]) effect(h.deps);
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
