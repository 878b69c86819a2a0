/**
 * The api slice: the requests in flight and the last failure.
 */
import type { AppError } from '../../events/app-error';

export interface ApiState {
  inFlight: string[];
  lastError: { requestId: string; error: AppError } | null;
}

export const initialApiState: ApiState = { inFlight: [], lastError: null };
