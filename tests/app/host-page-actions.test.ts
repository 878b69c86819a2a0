// @vitest-environment happy-dom
/**
 * The real host page port's action buttons (src/boot/document-page-ports.ts, decision 020): every
 * `data-host="action"` element is returned once with an id, its attributes are read at the click,
 * its click goes to the app instead of its own action, and it is busy (aria-busy, disabled: a
 * second click does nothing) while its call runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { documentHostPage } from '../../src/boot/document-page-ports';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = `${html}<div id="main-content"></div>`;
  return documentHostPage(document, document.getElementById('main-content')!);
}

describe('action buttons on the host page', () => {
  it('finds each action button once, in the host page and in server markup inside the app', () => {
    const port = page(
      '<button data-host="action" data-method="post" data-url="/invoices/5/send" data-action="flash">Send</button>',
    );
    document.getElementById('main-content')!.innerHTML =
      '<a href="/x" data-host="action" data-url="/x" data-action="download">Get</a>';
    const found = port.findActions!();
    expect(found.map((b) => b.id)).toEqual(['action-1', 'action-2']);
    expect(found[0]?.read()).toEqual({ method: 'post', url: '/invoices/5/send', action: 'flash' });
    expect(document.querySelector('button')?.getAttribute('data-host-action-id')).toBe('action-1');
    expect(port.findActions!()).toEqual([]);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button data-host="action" data-url="/c" data-action="reload-components" data-components="cart, payment">R</button>',
    );
    const later = port.findActions!();
    expect(later.map((b) => b.id)).toEqual(['action-3']);
    expect(later[0]?.read()).toEqual({ url: '/c', action: 'reload-components', components: 'cart, payment' });
  });

  it('takes the click instead of the element’s own action', () => {
    const port = page('<a href="/fallback" data-host="action" data-url="/x" data-action="flash">A</a>');
    const [link] = port.findActions!();
    let clicks = 0;
    link!.intercept(() => void (clicks += 1));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(clicks).toBe(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('marks a button busy and disabled while its call runs', () => {
    const port = page('<button data-host="action" data-url="/x" data-action="flash">Send</button>');
    const [button] = port.findActions!();
    let clicks = 0;
    button!.intercept(() => void (clicks += 1));
    const element = document.querySelector('button')!;
    port.setActionBusy!('action-1', true);
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.disabled).toBe(true);
    element.click();
    expect(clicks).toBe(0);
    port.setActionBusy!('action-1', false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(element.disabled).toBe(false);
    element.click();
    expect(clicks).toBe(1);
  });
});
