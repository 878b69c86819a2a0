/**
 * The real page behind the effects' cookie and host-page ports (src/effects/page-ports.ts):
 * `document.cookie`, and the host site's elements marked with `data-host` outside the app's root
 * (README "Host page"). A taken-over element is marked `data-host-taken-over`.
 */
import type { HostPart } from '../../events/catalogue/layout';
import type { CookiePort, HostElement, HostPagePort } from '../effects/page-ports';

const DAY_SECONDS = 24 * 60 * 60;

export function documentCookies(doc: Document = document): CookiePort {
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const [key, ...rest] = pair.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('='));
      }
      return null;
    },
    set(name, value, days) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * DAY_SECONDS}; path=/; SameSite=Lax`;
    },
  };
}

function hostElement(element: HTMLElement): HostElement {
  element.setAttribute('data-host-taken-over', '');
  return {
    hide() {
      element.hidden = true;
      element.style.setProperty('display', 'none', 'important');
    },
    intercept(listener) {
      const onClick = (event: Event) => {
        event.preventDefault();
        event.stopPropagation();
        listener();
      };
      element.addEventListener('click', onClick);
      return () => element.removeEventListener('click', onClick);
    },
  };
}

export function documentHostPage(doc: Document, appRoot: Element): HostPagePort {
  return {
    find(part: HostPart) {
      return [...doc.querySelectorAll<HTMLElement>(`[data-host="${part}"]`)]
        .filter((element) => !appRoot.contains(element))
        .map(hostElement);
    },
  };
}
