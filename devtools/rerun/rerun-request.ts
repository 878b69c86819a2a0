/**
 * Handing a re-run to the next page load: a live re-run needs a fresh session (new log, the
 * recording's config, its start page), so the dashboard stores the plan in sessionStorage and
 * loads the start page; boot takes the plan back exactly once (dev-boot.ts). A plan too large for
 * the storage is refused with a message key and nothing changes.
 */
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { parsePlan, type RerunPlan } from './rerun-plan';
import { RERUN_KEY } from '../session/session-keys';

export interface RerunRequestPorts {
  storage: KeyValueStorage;
  /** Full-page navigation (`location.assign`). */
  assign(url: string): void;
}

export type RerunRequest = { ok: true } | { ok: false; messageKey: string; values?: Record<string, string> };

/** Config fields that are addresses the re-run's app would call or go to. */
const ADDRESS_FIELDS = [
  'apiUrl',
  'validationApiUrl',
  'loginUrl',
  'transferUrl',
  'assetUrl',
  'supportUrl',
  'errorReportingUrl',
] as const;

/** A path of this site (`/en/checkout`), not `//other.host` nor any scheme. */
const isSitePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !/[\u0000-\u001f\\]/.test(url);
const isWebAddress = (url: string) => /^https?:\/\/[^/\s]/i.test(url);

/**
 * The first address taken from the file that the re-run would follow and that is not safe, or null
 * (issue 22): start pages must be paths of this site, config addresses http(s) or paths. A file whose
 * recorded location or `loginUrl` is `javascript:…` is refused, never navigated to.
 */
export function unsafeAddress(plan: RerunPlan): { where: string; url: string } | null {
  for (const [index, part] of [plan, ...plan.next].entries())
    if (!isSitePath(part.startUrl)) return { where: `page load ${index + 1}`, url: part.startUrl };
  const config = plan.config as Record<string, unknown>;
  for (const field of ADDRESS_FIELDS) {
    const url = config[field];
    if (typeof url !== 'string' || url === '') continue;
    if (!isSitePath(url) && !isWebAddress(url)) return { where: field, url };
  }
  return null;
}

export function requestRerun(plan: RerunPlan, ports: RerunRequestPorts): RerunRequest {
  const unsafe = unsafeAddress(plan);
  if (unsafe) return { ok: false, messageKey: 'devtools.rerun.unsafe_address', values: unsafe };
  try {
    ports.storage.setItem(RERUN_KEY, JSON.stringify(plan));
  } catch {
    return { ok: false, messageKey: 'devtools.rerun.too_large' };
  }
  ports.assign(plan.startUrl);
  return { ok: true };
}

/** The pending plan, removed from the storage so a later reload is an ordinary boot. */
export function takeRerun(storage: KeyValueStorage): RerunPlan | null {
  const text = storage.getItem(RERUN_KEY);
  if (text === null) return null;
  storage.removeItem(RERUN_KEY);
  return parsePlan(text);
}
