/**
 * The app reads its whole configuration from `data-params` on `#main-content`; a quote or an angle
 * bracket in a config value must not break the attribute or inject markup.
 */
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../scripts/build/index-html.mjs';

const page = (params: Record<string, unknown>) =>
  renderIndexHtml({
    base: '/',
    entry: 'main-A.js',
    preloads: ['chunks/c-B.js'],
    styles: ['main-A.css'],
    params,
  });

/** Reads data-params back the way a browser would decode the attribute. */
function readParams(html: string): unknown {
  const match = /data-params='([^']*)'/.exec(html);
  const decoded = (match?.[1] ?? '')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(decoded);
}

describe('the generated index.html', () => {
  it('round-trips config values with quotes, ampersands and markup through data-params', () => {
    const params = { apiUrl: "/api?a=1&b='2'", note: '</div><script>alert(1)</script>', mock: true };
    const html = page(params);
    expect(html).not.toContain('<script>alert');
    expect(readParams(html)).toEqual(params);
  });

  it('loads the entry as a module and preloads its static chunks from the base path', () => {
    const html = page({ languages: ['sk-SK'] });
    expect(html).toContain('<script type="module" src="/main-A.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/chunks/c-B.js" />');
    expect(html).toContain('<link rel="stylesheet" href="/main-A.css" />');
    expect(html).toContain('<html lang="sk">');
  });

  it('runs the early script after #main-content as an inline async module, which no stylesheet holds back', () => {
    const html = renderIndexHtml({
      base: '/',
      entry: 'main-A.js',
      preloads: [],
      styles: ['main-A.css'],
      params: {},
      earlyScript: 'earlyStart()',
    });
    // A classic inline script waits for the stylesheets before it; an async module runs as soon as it
    // is parsed (decision 075: GET /cart no longer waits for the CSS).
    expect(html).toMatch(
      /<div id="main-content"[^>]*><\/div>\s*<script type="module" async>earlyStart\(\)<\/script>/,
    );
  });
});
