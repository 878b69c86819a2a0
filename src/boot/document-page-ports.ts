/**
 * The real page behind the effects' cookie and host-page ports (src/effects/runtime/page-ports.ts):
 * `document.cookie`, and the host site's elements marked with `data-host` outside the app's root
 * (docs/configuration.md, "Host page"). A taken-over element is marked `data-host-taken-over`; an action button
 * (`data-host="action"`, decision 020, also inside the app's root) gets `data-host-action-id` too.
 */
import type { HostPart } from '../../events/catalogue/layout';
import type { CookiePort, HostActionButton, HostElement, HostPagePort } from '../effects/runtime/page-ports';

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

function intercept(element: HTMLElement, listener: () => void): () => void {
  const onClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    listener();
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}

function hostElement(element: HTMLElement): HostElement {
  element.setAttribute('data-host-taken-over', '');
  return {
    hide() {
      const wasHidden = element.hidden;
      const display = element.style.getPropertyValue('display');
      const priority = element.style.getPropertyPriority('display');
      element.hidden = true;
      element.style.setProperty('display', 'none', 'important');
      return () => {
        element.hidden = wasHidden;
        if (display === '') element.style.removeProperty('display');
        else element.style.setProperty('display', display, priority);
      };
    },
    intercept: (listener) => intercept(element, listener),
  };
}

const ACTION_ID = 'data-host-action-id';
const actionAttributes = ['method', 'url', 'action', 'components'] as const;

function actionButton(element: HTMLElement, id: string): HostActionButton {
  element.setAttribute('data-host-taken-over', '');
  element.setAttribute(ACTION_ID, id);
  return {
    id,
    read() {
      const attributes: Record<string, string> = {};
      for (const name of actionAttributes) {
        const value = element.dataset[name];
        if (value !== undefined) attributes[name] = value;
      }
      return attributes;
    },
    intercept: (listener) => intercept(element, listener),
  };
}

export function documentHostPage(doc: Document, appRoot: Element): HostPagePort {
  let actions = 0;
  return {
    find(part: HostPart) {
      return [...doc.querySelectorAll<HTMLElement>(`[data-host="${part}"]`)]
        .filter((element) => !appRoot.contains(element))
        .map(hostElement);
    },
    findActions() {
      return [...doc.querySelectorAll<HTMLElement>(`[data-host="action"]:not([${ACTION_ID}])`)].map(
        (element) => actionButton(element, `action-${++actions}`),
      );
    },
    setActionBusy(id, busy) {
      const element = doc.querySelector<HTMLElement>(`[${ACTION_ID}="${id}"]`);
      if (!element) return;
      if (busy) {
        element.setAttribute('aria-busy', 'true');
        element.setAttribute('aria-disabled', 'true');
        if ('disabled' in element) (element as HTMLButtonElement).disabled = true;
      } else {
        element.removeAttribute('aria-busy');
        element.removeAttribute('aria-disabled');
        if ('disabled' in element) (element as HTMLButtonElement).disabled = false;
      }
    },
  };
}
