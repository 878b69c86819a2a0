/**
 * Editing the config for the browser session: a valid edit is checked with the app's AppConfig
 * schema over the page's params and kept; a company variant brings its workflow and languages;
 * each invalid field gets its own message key and nothing is kept; boot starts with the edit and
 * without it again after a reset; an edit that no longer fits the page is ignored by boot.
 */
import { describe, expect, it } from 'vitest';
import {
  clearOverride,
  formOf,
  overrideFrom,
  readOverride,
  saveOverride,
  withCompany,
  type ConfigForm,
} from '../../devtools/config/config-override';
import { devBoot } from '../../devtools/dev-boot';
import { CONFIG_OVERRIDE_KEY } from '../../devtools/session/session-keys';
import { AppConfig } from '../../events/contract/app-config';
import type { ConfigResult } from '../../src/boot/read-config';
import { memoryStorage } from '../../src/effects/runtime/deps';

const page = {
  company: 'sk-ws',
  languages: ['sk-SK', 'en-US'],
  apiUrl: '/api',
  validationApiUrl: '/validation-api',
  loginUrl: '/mock-login',
  mock: true,
};
const config = AppConfig.parse(page);
const form: ConfigForm = formOf(config, page);

function docWith(params: Record<string, unknown>): Document {
  const el = { getAttribute: () => JSON.stringify(params) };
  return { getElementById: () => el } as unknown as Document;
}
const booted = async (storage = memoryStorage()) => {
  const read: ConfigResult = { ok: true, config, root: {} as HTMLElement };
  const result = (await devBoot(storage, docWith(page))).configure(read);
  return result.ok ? result.config : null;
};

describe('config edit', () => {
  it('fills the form from the config in force, limits only where they are set', () => {
    expect(form).toEqual({
      company: 'sk-ws',
      workflow: '1',
      languages: 'sk-SK, en-US',
      billingProfileCountLimit: '',
      domainProfileCountLimit: '',
    });
  });

  it('accepts a valid edit and gives the config it makes, defaults following the workflow', () => {
    const result = overrideFrom({ ...form, workflow: '2', languages: 'en-US,sk-SK' }, page);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      workflow: 2,
      languages: ['en-US', 'sk-SK'],
      billingProfileCountLimit: 1,
      domainProfileCountLimit: 1,
      apiUrl: '/api',
    });
  });

  it('brings the chosen company variant’s workflow, languages, country and currency', () => {
    const chosen = withCompany(form, 'se-ws');
    expect(chosen).toMatchObject({ company: 'se-ws', workflow: '2', languages: 'sv-SE, en-SE' });
    const result = overrideFrom(chosen, page);
    expect(result.ok && result.config).toMatchObject({
      company: 'se-ws',
      companyCountry: 'SE',
      currency: 'SEK',
    });
  });

  it('gives each invalid field its own message, in the schema’s order', () => {
    const result = overrideFrom(
      {
        company: 'xx-ws',
        workflow: '3',
        languages: ' , ',
        billingProfileCountLimit: '0',
        domainProfileCountLimit: '1.5',
      },
      page,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'company', messageKey: 'devtools.config.bad_company' },
        { field: 'languages', messageKey: 'devtools.config.bad_languages' },
        { field: 'workflow', messageKey: 'devtools.config.bad_workflow' },
        { field: 'billingProfileCountLimit', messageKey: 'devtools.config.bad_limit' },
        { field: 'domainProfileCountLimit', messageKey: 'devtools.config.bad_limit' },
      ],
    });
  });

  it('refuses a language the app has no catalogue for, naming it', () => {
    expect(overrideFrom({ ...form, languages: 'sk-SK, tlh-KL' }, page)).toEqual({
      ok: false,
      errors: [
        { field: 'languages', messageKey: 'devtools.config.unknown_language', values: { value: 'tlh-KL' } },
      ],
    });
  });

  it('makes boot start with the kept edit, and with the page’s config after a reset', async () => {
    const storage = memoryStorage();
    const result = overrideFrom({ ...form, company: 'cz-ws', billingProfileCountLimit: '3' }, page);
    if (!result.ok) throw new Error('refused');
    saveOverride(storage, result.override);
    expect(readOverride(storage)).toEqual(result.override);
    expect(await booted(storage)).toMatchObject({ company: 'cz-ws', billingProfileCountLimit: 3 });
    clearOverride(storage);
    expect(await booted(storage)).toEqual(config);
  });

  it('boots with the page’s config when a kept edit no longer fits it', async () => {
    const storage = memoryStorage();
    storage.setItem(CONFIG_OVERRIDE_KEY, JSON.stringify({ workflow: 7 }));
    expect(await booted(storage)).toEqual(config);
  });
});
