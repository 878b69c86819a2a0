// @vitest-environment happy-dom
/**
 * The real host-page port (src/boot/document-page-ports.ts): a taken-over host element is hidden but
 * stays in the DOM, and is shown again exactly as it was when the app leaves.
 */
import { describe, expect, it } from 'vitest';
import { documentHostPage } from '../../src/boot/document-page-ports';

function page() {
  document.body.innerHTML =
    '<header><a data-host="login" href="/host-login">Host login</a>' +
    '<div data-host="mini-cart" style="display: flex">Host cart (0)</div></header>' +
    '<div id="main-content"><a data-host="login" href="/inner">Inner</a></div>';
  const root = document.getElementById('main-content');
  if (!root) throw new Error('no root');
  return documentHostPage(document, root);
}

describe('the host page port', () => {
  it('hides a host original while keeping it in the DOM', () => {
    const port = page();
    const [login] = port.find('login');
    login?.hide();
    const link = document.querySelector<HTMLElement>('header [data-host="login"]');
    expect(link?.isConnected).toBe(true);
    expect(link?.hidden).toBe(true);
    expect(link?.style.getPropertyValue('display')).toBe('none');
    expect(document.querySelector<HTMLElement>('#main-content [data-host="login"]')?.hidden).toBe(false);
  });

  it('shows a hidden original again as it was, its own display included', () => {
    const port = page();
    const [miniCart] = port.find('mini-cart');
    const restore = miniCart?.hide();
    const element = document.querySelector<HTMLElement>('[data-host="mini-cart"]');
    expect(element?.hidden).toBe(true);
    restore?.();
    expect(element?.hidden).toBe(false);
    expect(element?.style.getPropertyValue('display')).toBe('flex');
    expect(element?.style.getPropertyPriority('display')).toBe('');
  });
});
