/**
 * The API read model: which requests are in flight (by request id) and the last failure, so the
 * developer console and spinners can show the network without watching fetch.
 */
import { castDraft } from 'immer';
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';

export const reduceApi: ReadModel = (draft, event) => {
  const api = draft.api;
  const settle = (requestId: string) => {
    const index = api.inFlight.indexOf(requestId);
    if (index !== -1) api.inFlight.splice(index, 1);
  };
  match(event)
    .with({ type: 'api/requested' }, ({ payload }) => {
      if (!api.inFlight.includes(payload.requestId)) api.inFlight.push(payload.requestId);
    })
    .with({ type: 'api/responded' }, ({ payload }) => settle(payload.requestId))
    .with({ type: 'api/failed' }, ({ payload }) => {
      settle(payload.requestId);
      api.lastError = castDraft({ requestId: payload.requestId, error: payload.error });
    })
    .otherwise(() => {});
};
