/**
 * The API read model: which requests are in flight (by request id) and the last failure, so the
 * developer console and spinners can show the network without watching fetch.
 */
import type { ApiState } from './state';
import { onSlice } from '../on-events';

function settle(api: ApiState, requestId: string): ApiState {
  const index = api.inFlight.indexOf(requestId);
  if (index === -1) return api;
  return { ...api, inFlight: api.inFlight.filter((_, i) => i !== index) };
}

export const reduceApi = onSlice('api', {
  'api/requested': (api, { payload }) =>
    api.inFlight.includes(payload.requestId)
      ? api
      : { ...api, inFlight: [...api.inFlight, payload.requestId] },
  'api/responded': (api, { payload }) => settle(api, payload.requestId),
  'api/failed': (api, { payload }) => ({
    ...settle(api, payload.requestId),
    lastError: { requestId: payload.requestId, error: payload.error },
  }),
});
