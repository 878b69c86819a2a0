/**
 * Handing a re-run to the next page load: a live re-run needs a fresh session (new log, the
 * recording's config, its start page), so the dashboard stores the plan in sessionStorage and
 * loads the start page; boot takes the plan back exactly once (dev-boot.ts). A plan too large for
 * the storage is refused with a message key and nothing changes.
 */
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { parsePlan, type RerunPlan } from './rerun-plan';
import { RERUN_KEY } from '../session/session-keys';
import { configAddressKeys, configOriginListKeys } from '../../events/contract/app-config';
import { httpOrigin } from '../../src/effects/nav/allowed-navigation';
import { brandOrigins } from '../../src/ui/provider-links';

export interface RerunRequestPorts {
  storage: KeyValueStorage;
  /** Full-page navigation (`location.assign`). */
  assign(url: string): void;
  /** What the console itself trusts: its page's origin and its own config (not the file's). */
  trusted: TrustedOrigins;
}

export type RerunRequest = { ok: true } | { ok: false; messageKey: string; values?: Record<string, string> };

export interface TrustedOrigins {
  /** The console page's origin. */
  pageOrigin: string;
  /** The console's own config (data-params), whose addresses' origins it already uses. */
  config?: Record<string, unknown>;
}

/** The recorded provider: its addresses are answered by the recording only (replay-handlers.ts). */
const PROVIDER_KEYS: readonly string[] = ['apiUrl', 'validationApiUrl'];

/** A path of this site (`/en/checkout`), not `//other.host` nor any scheme. */
const isSitePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !/[\u0000-\u001f\\]/.test(url);

/** The origin of an absolute http(s) address, else null. */
const webOrigin = (url: string): string | null => (/^https?:\/\/[^/\s]/i.test(url) ? httpOrigin(url) : null);

/** Every address a config holds, by key (a list of origins gives one entry per origin). */
function addressesOf(config: Record<string, unknown>): { where: string; url: string }[] {
  const out: { where: string; url: string }[] = [];
  for (const key of configAddressKeys) {
    const url = config[key];
    if (url !== undefined && url !== null && url !== '') out.push({ where: key, url: String(url) });
  }
  for (const key of configOriginListKeys) {
    const list = config[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) out.push({ where: key, url: String(list) });
    else for (const url of list) out.push({ where: key, url: String(url) });
  }
  return out;
}

/**
 * The first address taken from the file that the re-run would follow and that is not safe, or null
 * (issues 22, 30): start pages must be paths of this site; every address of the recorded config
 * (each key the config schema names `…Url` or `…Origins`) must be a path of this site or http(s) on
 * an origin the re-run may use: the console's own, one its own config uses, a brand site the app
 * itself links to (src/ui/provider-links.ts), or the recorded provider's (`apiUrl`, `validationApiUrl`, which must be http(s) themselves and which only the
 * recording answers). A file whose recorded location or `loginUrl` is `javascript:…`, or whose
 * support page is on an origin nobody trusts, is refused, never navigated to.
 */
export function unsafeAddress(
  plan: RerunPlan,
  trusted: TrustedOrigins,
): { where: string; url: string } | null {
  for (const [index, part] of [plan, ...plan.next].entries())
    if (!isSitePath(part.startUrl)) return { where: `page load ${index + 1}`, url: part.startUrl };
  const recorded = addressesOf(plan.config as Record<string, unknown>);
  const provider = recorded.filter((a) => PROVIDER_KEYS.includes(a.where));
  for (const address of provider)
    if (!isSitePath(address.url) && webOrigin(address.url) === null) return address;
  const allowed = new Set([
    trusted.pageOrigin,
    ...brandOrigins(),
    ...provider.flatMap((a) => webOrigin(a.url) ?? []),
    ...addressesOf(trusted.config ?? {}).flatMap((a) => webOrigin(a.url) ?? []),
  ]);
  for (const address of recorded) {
    if (PROVIDER_KEYS.includes(address.where) || isSitePath(address.url)) continue;
    const origin = webOrigin(address.url);
    if (origin === null || !allowed.has(origin)) return address;
  }
  return null;
}

export function requestRerun(plan: RerunPlan, ports: RerunRequestPorts): RerunRequest {
  const unsafe = unsafeAddress(plan, ports.trusted);
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
