// @vitest-environment happy-dom
/**
 * The outdated-browser notice: what a browser lacks, read from a fake capability object; boot's
 * report; the modal linking two alternative browsers, closed by an intent.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog } from '../../events/log';
import {
  missingFeatures,
  reportOutdatedBrowser,
  type BrowserCapabilities,
} from '../../src/features/browser/browser-support';
import { OutdatedBrowserHost } from '../../src/features/browser/outdated-browser-host';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const modern: BrowserCapabilities = {
  fetch: () => undefined,
  Response: class {
    get body() {
      return null;
    }
  },
  ReadableStream: class {
    getReader() {}
  },
  AbortController: class {},
  TextDecoder: class {},
  Promise: { allSettled: () => undefined },
  BigInt: () => 0,
  globalThis: {},
};

describe('what the browser lacks', () => {
  it('finds nothing missing in a current browser', () => {
    expect(missingFeatures(modern)).toEqual([]);
    expect(missingFeatures(globalThis as BrowserCapabilities)).toEqual([]);
  });

  it('names every missing capability', () => {
    expect(missingFeatures({ ...modern, fetch: undefined })).toEqual(['fetch']);
    expect(missingFeatures({ ...modern, ReadableStream: class {} })).toEqual(['fetch-streaming']);
    expect(missingFeatures({ ...modern, AbortController: undefined, TextDecoder: undefined })).toEqual([
      'AbortController',
      'TextDecoder',
    ]);
    expect(missingFeatures({ ...modern, Promise: {} })).toEqual(['ES2020']);
    expect(missingFeatures({})).toEqual([
      'fetch',
      'fetch-streaming',
      'AbortController',
      'TextDecoder',
      'ES2020',
    ]);
  });

  it('is reported by boot as a fact only when something is missing', () => {
    const log = new EventLog();
    reportOutdatedBrowser(log, modern);
    expect(log.size).toBe(0);
    reportOutdatedBrowser(log, { ...modern, AbortController: undefined });
    expect(log.all().map((e) => [e.type, e.payload])).toEqual([
      ['browser/outdated-detected', { missing: ['AbortController'] }],
    ]);
  });
});

describe('the outdated-browser modal', () => {
  it('links two alternative browsers and closes with an intent', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<OutdatedBrowserHost />, {
      seed: (log) => log.append('browser/outdated-detected', { missing: ['fetch-streaming'] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your browser is out of date' });
    const links = [...dialog.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Google Chrome', 'https://www.google.com/chrome/'],
      ['Mozilla Firefox', 'https://www.mozilla.org/firefox/new/'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(r.payloads('browser/outdated-dismissed')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away in a browser that has everything', () => {
    renderInApp(<OutdatedBrowserHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
