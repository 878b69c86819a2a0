/**
 * What boot asks the developer console in a development build (src/boot/boot.tsx loads this module
 * lazily, never in production): the config to boot with (the page's `data-params`, then the
 * session's edited config from the config page, or the recorded config of a pending live re-run),
 * the local storage the effects get (a re-run's own, seeded from the recording), the recorded
 * replies put in front of the mock provider before the effects start, whether the tab's recording
 * starts over (a re-run's first page load), where leaving the site goes during a re-run (the
 * recorded return) and, once the app runs, the re-run itself. Without a pending re-run or an edited config it changes nothing and loads nothing
 * more.
 */
import type { AppConfigInput } from '../events/contract/app-config';
import type { ConfigResult } from '../src/boot/read-config';
import type { RecordingMode } from '../src/boot/open-tab-recording';
import type { BrowserPort } from '../src/effects/runtime/deps';
import type { KeyValueStorage } from '../src/shared/key-value-storage';
import type { Store } from '../src/store/store';
import { rerunHandoff } from './rerun/rerun-handoff';
import type { RerunPlan } from './rerun/rerun-plan';
import type { ReplyGate } from './rerun/reply-gate';
import { CONFIG_OVERRIDE_KEY, RERUN_KEY } from './session/session-keys';

export interface DevBoot {
  /** A re-run's first page load starts a new tab recording; a later one goes on with it. */
  readonly recordingMode: RecordingMode;
  /** A live re-run plays in this page load: the app shell shows its bar (decision 087). */
  readonly rerunning: boolean;
  configure(read: ConfigResult): ConfigResult;
  /**
   * The browser the effects get. During a re-run, leaving the site (payment gateway, login) goes to
   * the recorded return instead, with the plan of that page load handed on; after the recording's
   * last page load it goes nowhere.
   */
  browser(port: BrowserPort): BrowserPort;
  /** The storage the effects use: the browser's, or a re-run's own. */
  effectStorage(browser: KeyValueStorage): KeyValueStorage;
  /** After the mock provider started, before the effects do. */
  beforeEffects(): Promise<void>;
  /**
   * After boot's own intents, with the app rendered; `effectsStarted` settles once the deferred
   * effects run too (a re-run plays no intent before).
   */
  started(store: Store, effectsStarted?: Promise<unknown>): void;
}

export async function devBoot(storage: KeyValueStorage, doc: Document = document): Promise<DevBoot> {
  const plan: RerunPlan | null =
    storage.getItem(RERUN_KEY) === null ? null : (await import('./rerun/rerun-request')).takeRerun(storage);
  const override: Partial<AppConfigInput> | null = plan
    ? plan.config
    : storage.getItem(CONFIG_OVERRIDE_KEY) === null
      ? null
      : (await import('./config/config-override')).readOverride(storage);
  const tools = override ? await import('./config/config-override') : null;
  const seeded = plan ? (await import('./rerun/rerun-storage')).seededStorage(plan.storage) : null;
  let gate: ReplyGate | null = null;
  const handoff = plan ? rerunHandoff(plan, storage) : null;
  // However this page is left (the mock login page leaves by itself), the next part goes on.
  if (handoff) doc.defaultView?.addEventListener('pagehide', () => handoff.handOn());
  return {
    recordingMode: plan && plan.part === (plan.from ?? 0) ? 'restart' : 'record',
    rerunning: plan !== null,
    browser(port) {
      if (!handoff) return port;
      return {
        ...port,
        assign() {
          const next = handoff.handOn();
          if (next !== null) port.assign(next);
        },
      };
    },
    configure(read) {
      if (!read.ok || !override || !tools) return read;
      // A re-run boots exactly the recorded config; an edit goes over the page's own params.
      const config = tools.overriddenConfig(plan ? {} : tools.pageParams(doc), override);
      return config ? { ...read, config } : read;
    },
    effectStorage: (browser) => seeded ?? browser,
    async beforeEffects() {
      if (!plan) return;
      const { installReplies } = await import('./rerun/rerun-live');
      gate = installReplies(plan);
    },
    started(store, effectsStarted) {
      if (!plan || !handoff) return;
      void import('./rerun/rerun-live').then(({ startRerun }) =>
        startRerun(
          plan,
          store,
          gate,
          { handoff, assign: (url) => doc.defaultView?.location.assign(url) },
          effectsStarted,
        ),
      );
    },
  };
}
