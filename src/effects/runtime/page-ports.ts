/**
 * Two more parts of the world effects may touch, as ports so tests and replays fake them: the
 * page's cookies (the tutorial's `test` and do-not-show cookies) and the host page around the app
 * (the host site's login links, mini cart and language select the layout takes over, and the action
 * buttons of decision 020). The real ones are in src/boot/document-page-ports.ts.
 */
import type { HostPart } from '../../../events/catalogue/layout';

export interface CookiePort {
  get(name: string): string | null;
  /** Sets a cookie for the whole site that lasts `days` days. */
  set(name: string, value: string, days: number): void;
}

/** One element of the host page the layout takes over. */
export interface HostElement {
  /** Hides the element, keeping it in the DOM; the returned function shows it again as it was. */
  hide(): () => void;
  /** Calls the listener instead of the element's own action (a click on a host login link). */
  intercept(listener: () => void): () => void;
}

/** An action button (`data-host="action"`, decision 020), wired once and known by its id. */
export interface HostActionButton {
  /** Unique on the page (the element gets `data-host-action-id`). */
  id: string;
  /** Its configuration attributes as they are now, unchecked (`method`, `url`, `action`, `components`). */
  read(): Record<string, string>;
  /** Calls the listener instead of the element's own action. */
  intercept(listener: () => void): () => void;
}

export interface HostPagePort {
  /** The host page's elements marked `data-host="<part>"`, outside the app's own root. */
  find(part: HostPart): HostElement[];
  /** Action buttons (`data-host="action"`, anywhere on the page) not returned before. */
  findActions?(): HostActionButton[];
  /** Marks a wired action button busy (aria-busy, disabled) while its call runs, or idle again. */
  setActionBusy?(id: string, busy: boolean): void;
}

export function memoryCookies(
  initial: Record<string, string> = {},
): CookiePort & { jar: Map<string, { value: string; days: number | null }> } {
  const jar = new Map<string, { value: string; days: number | null }>(
    Object.entries(initial).map(([name, value]) => [name, { value, days: null }]),
  );
  return {
    jar,
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, days) => void jar.set(name, { value, days }),
  };
}

/**
 * The site's other tabs (decision 041): a logout in one is told to the others, which forget the
 * customer's data they keep (their recording, its salt, a visitor's begun forms). The real one is
 * src/boot/other-tabs-port.ts (BroadcastChannel, else the `storage` event).
 */
export interface OtherTabsPort {
  /** Tells the other tabs of the site that the customer logged out here. */
  announceLogout(): void;
  /** Calls the listener when another tab says so; returns the unsubscribe function. */
  onLogout(listener: () => void): () => void;
}
