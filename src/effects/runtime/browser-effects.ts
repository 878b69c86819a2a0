/**
 * How the browser starts the effects (decision 008): the core ones at once, the deferred group as
 * a lazy chunk that loads at once and starts once the app's first render is on screen (`started`,
 * decision 086): started in the middle of that render, its replies (a domain check streamed on
 * the first load) changed the store under it and were painted with it, all at once. Until it has
 * started, events are held by a late log and delivered to it in order, so a click made before the chunk arrives is handled when it
 * does, exactly as it would have been. A chunk that cannot load is retried, then reported as a
 * crash (translated message) instead of leaving the app half alive without a word.
 */
import { coreEffects } from './core-effects';
import type { ApiClient } from '../../api/client';
import type { CoreApiClient } from '../../api/core-client';
import type { CoreEffectDeps, DownloadPort } from './deps';
import { holdFrom } from './late-log';
import type { ErrorReportPort } from './report-port';
import { startEffectList, type CoreEffect, type Effect } from './start-effects';

export interface BrowserEffects {
  /** Resolves once the deferred group runs (or has been reported as failed). */
  readonly deferredStarted: Promise<boolean>;
  stop(): void;
}

/** The deferred chunk: its effects, and the rest of the API client they need. */
export interface DeferredChunk {
  deferredEffects: readonly Effect[];
  completeApiClient: (core: CoreApiClient) => ApiClient;
  /** The page's error-report port (decision 017), which only a deferred effect uses. */
  reportPort?: () => ErrorReportPort;
  /** The page's download port (decision 020), which only the action-button effect uses. */
  downloadPort?: () => DownloadPort;
}

type LoadDeferred = () => Promise<DeferredChunk>;

const loadDeferredChunk: LoadDeferred = () => import('./deferred-effects');
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

export interface BrowserEffectsOptions {
  core?: readonly CoreEffect[];
  load?: LoadDeferred;
  retryDelayMs?: number;
  /**
   * When the deferred group may start (boot: after the first render's paint, src/boot/first-paint.tsx);
   * it starts when this has settled and its chunk has loaded, whichever is later. Default: at once.
   */
  startAfter?: Promise<unknown>;
}

export function startBrowserEffects(
  deps: CoreEffectDeps,
  options: BrowserEffectsOptions = {},
): BrowserEffects {
  const {
    core = coreEffects,
    load = loadDeferredChunk,
    retryDelayMs = RETRY_DELAY_MS,
    startAfter = Promise.resolve(),
  } = options;
  const stopCore = startEffectList(deps, core);
  const late = holdFrom(deps.log);
  let stopDeferred: (() => void) | null = null;
  let stopped = false;
  const ready = startAfter.then(
    () => undefined,
    () => undefined,
  );
  const deferredStarted = Promise.all([loadWithRetry(load, retryDelayMs), ready]).then(
    ([{ deferredEffects, completeApiClient, reportPort, downloadPort }]) => {
      if (stopped) return false;
      const errorReport = deps.errorReport ?? reportPort?.();
      const downloads = downloadPort?.();
      stopDeferred = startEffectList(
        {
          ...deps,
          api: completeApiClient(deps.api),
          log: late.log,
          ...(errorReport ? { errorReport } : {}),
          ...(downloads ? { downloads } : {}),
        },
        deferredEffects,
      );
      late.release();
      return true;
    },
    (error: unknown) => {
      late.close();
      deps.log.append('app/crashed', {
        messageKey: 'general.unexpected',
        detail: `effects chunk failed to load: ${error instanceof Error ? error.message : String(error)}`,
      });
      return false;
    },
  );
  return {
    deferredStarted,
    stop() {
      stopped = true;
      stopCore();
      stopDeferred?.();
      late.close();
    },
  };
}

async function loadWithRetry(load: LoadDeferred, retryDelayMs: number): Promise<DeferredChunk> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
  }
}
