// @vitest-environment happy-dom
/**
 * Reading the app configuration from #main-content's data-params: each way it can be missing or
 * invalid is reported by name, a valid one gets the spec defaults.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/boot/read-config';

function docWith(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

const valid = {
  company: 'cz-ws',
  apiUrl: '/api',
  validationApiUrl: '/v',
  loginUrl: '/login',
  languages: ['cs-CZ', 'en-US'],
};

describe('reading the app configuration from data-params', () => {
  it('reports a missing #main-content element', () => {
    const result = readConfig(docWith('<div id="other"></div>'));
    expect(result).toMatchObject({ ok: false, messageKey: 'boot.main_content_missing' });
  });

  it('reports a #main-content without data-params', () => {
    expect(readConfig(docWith('<div id="main-content"></div>'))).toMatchObject({
      ok: false,
      messageKey: 'boot.data_params_missing',
    });
  });

  it('reports an empty configuration as not found', () => {
    expect(readConfig(docWith(`<div id="main-content" data-params="{}"></div>`))).toMatchObject({
      ok: false,
      messageKey: 'boot.config_missing',
    });
  });

  it('reports malformed JSON as an invalid configuration', () => {
    expect(readConfig(docWith(`<div id="main-content" data-params="{nope"></div>`))).toMatchObject({
      ok: false,
      messageKey: 'boot.config_invalid',
    });
  });

  it('reports an unknown company code by name', () => {
    const el = docWith('<div id="main-content"></div>').getElementById('main-content')!;
    el.setAttribute('data-params', JSON.stringify({ ...valid, company: 'xx-ws' }));
    expect(readConfig(document)).toMatchObject({
      ok: false,
      messageKey: 'boot.company_unknown',
      detail: 'xx-ws',
    });
  });

  it('reports a configuration without API URLs as invalid', () => {
    const el = docWith('<div id="main-content"></div>').getElementById('main-content')!;
    el.setAttribute('data-params', JSON.stringify({ company: 'sk-ws' }));
    expect(readConfig(document)).toMatchObject({ ok: false, messageKey: 'boot.config_invalid' });
  });

  it('reads a valid configuration and applies the spec defaults', () => {
    const el = docWith('<div id="main-content"></div>').getElementById('main-content')!;
    el.setAttribute('data-params', JSON.stringify(valid));
    const result = readConfig(document);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.company).toBe('cz-ws');
    expect(result.config.currency).toBe('EUR');
    expect(result.config.workflow).toBe(1);
    expect(result.config.mock).toBe(false);
  });

  it('limits profiles to one each in the Swedish workflow when unconfigured', () => {
    const el = docWith('<div id="main-content"></div>').getElementById('main-content')!;
    el.setAttribute('data-params', JSON.stringify({ ...valid, company: 'se-ws', workflow: 2 }));
    const result = readConfig(document);
    expect(result.ok && result.config.billingProfileCountLimit).toBe(1);
    expect(result.ok && result.config.domainProfileCountLimit).toBe(1);
  });
});
