/**
 * The policy the build writes for a host page (decision 043): the inline early-start script is
 * allowed by the hash of its exact text, no 'unsafe-inline' or 'unsafe-eval', and connect-src names
 * the config's API, validation and reporting origins (a development build any http(s) origin).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from '../../scripts/build/csp.mjs';

const params = {
  apiUrl: 'https://api.shop.test/api',
  validationApiUrl: 'https://validation.shop.test/v',
  errorReportingUrl: 'https://reports.test/collect',
  loginUrl: 'https://login.shop.test/login',
  assetUrl: '/',
};

describe('the content security policy', () => {
  const script = 'window.x=1;';
  const policy = contentSecurityPolicy({ params, earlyScript: script, mode: 'production' });

  it('allows the inline script by the hash of its exact text, nothing inline otherwise', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(scriptHash(script)).toBe(`'sha256-${hash}'`);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("connects to the config's API, validation and reporting origins only", () => {
    expect(policy).toContain(
      "connect-src 'self' https://api.shop.test https://validation.shop.test https://reports.test;",
    );
    const relative = contentSecurityPolicy({ params: { apiUrl: '/api' }, mode: 'production' });
    expect(relative).toContain("connect-src 'self';");
    expect(relative).toContain("script-src 'self';");
  });

  it('lets a development build connect anywhere over http(s), for re-runs of other providers', () => {
    expect(contentSecurityPolicy({ params, earlyScript: script, mode: 'development' })).toContain(
      'https://reports.test http: https:;',
    );
  });

  it('lets the Google Maps script load and call the Places API only when a places key is configured', () => {
    expect(policy).not.toContain('googleapis');
    const withKey = contentSecurityPolicy({
      params: { ...params, placesApiKey: 'key', placesUrl: 'https://places.mock.test/search' },
      earlyScript: script,
      mode: 'production',
    });
    expect(withKey).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/maps\.googleapis\.com;/);
    expect(withKey).toContain(
      'https://reports.test https://maps.googleapis.com https://places.googleapis.com;',
    );
    // The key wins: the mock places service is not used, so it is not allowed either.
    expect(withKey).not.toContain('places.mock.test');
  });

  it('connects to the configured places search and company register', () => {
    const withServices = contentSecurityPolicy({
      params: {
        ...params,
        placesUrl: 'https://mock.test/services/places/search',
        companyRegisterUrl: 'https://register.test/api/search',
      },
      mode: 'production',
    });
    expect(withServices).toContain('https://reports.test https://mock.test https://register.test;');
    expect(withServices).not.toContain('googleapis');
  });

  it('lets the heatmap script load and report to its origin only when it is configured, in production', () => {
    expect(policy).not.toContain('heatmap.example');
    const heatmapScriptUrl = 'https://heatmap.example/tracker.js?site=42';
    const withHeatmap = contentSecurityPolicy({
      params: { ...params, heatmapScriptUrl },
      earlyScript: script,
      mode: 'production',
    });
    expect(withHeatmap).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/heatmap\.example;/);
    expect(withHeatmap).toMatch(/connect-src [^;]* https:\/\/heatmap\.example;/);
    expect(withHeatmap).not.toContain('site=42');
    for (const mode of ['development', 'staging']) {
      expect(
        contentSecurityPolicy({ params: { ...params, heatmapScriptUrl }, earlyScript: script, mode }),
      ).not.toContain('heatmap.example');
    }
    expect(
      contentSecurityPolicy({
        params: { ...params, heatmapScriptUrl: 'http://heatmap.example/tracker.js' },
        mode: 'production',
      }),
    ).not.toContain('heatmap.example');
  });
});
