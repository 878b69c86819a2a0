import { describe, expect, it } from 'vitest';
import type { EditableProperty } from '../../events/contract/scalars';
import { ruleFailure } from '../../src/validation/form-rules';
import { changedSettings, settingStruct } from '../../src/validation/service-settings';

/** A setting's value as the step reads it: the key of the first broken rule, or null. */
const settingFailure = (code: string, property: EditableProperty, value: string) =>
  ruleFailure(value, settingStruct(code, property));

describe('service settings rules', () => {
  it('reads a pasted address as the item drawer does, and sends it so', () => {
    expect(settingFailure('hosting', 'domain', ' https://www.Nova-Firma.sk/ ')).toBeNull();
    expect(changedSettings({ domain: '' }, { domain: ' https://www.Nova-Firma.sk/ ' })).toEqual({
      domain: 'nova-firma.sk',
    });
    expect(changedSettings({ domain: 'nova-firma.sk' }, { domain: 'www.nova-firma.sk' })).toEqual({});
  });

  it("requires a domain and checks it after ASCII conversion ('Invalid domain name')", () => {
    expect(settingFailure('hosting', 'domain', '')).toBe('validation.required');
    expect(settingFailure('hosting', 'domain', 'moja-firma.sk')).toBeNull();
    expect(settingFailure('hosting', 'domain', 'kvetinárstvo.sk')).toBeNull();
    expect(settingFailure('hosting', 'domain', 'no_tld')).toBe('validation.domain_name');
    expect(settingFailure('hosting', 'domain', 'bad..sk')).toBe('validation.domain_name');
    expect(settingFailure('hosting', 'domain', `${'a'.repeat(64)}.sk`)).toBe('validation.domain_name');
    expect(settingFailure('hosting', 'domain', 'example.123')).toBe('validation.domain_name');
    expect(settingFailure('hosting', 'domain', '  Moja-Firma.SK ')).toBeNull();
    expect(settingFailure('hosting', 'domain', '   ')).toBe('validation.required');
  });

  it('bounds a VDC name to 3–70 word characters or hyphens', () => {
    expect(settingFailure('vdc', 'name', 'ab')).toBe('validation.too_short');
    expect(settingFailure('vdc', 'name', 'my_vdc-1')).toBeNull();
    expect(settingFailure('vdc', 'name', 'a'.repeat(71))).toBe('validation.too_long');
    expect(settingFailure('vdc', 'name', 'my vdc')).toBe('validation.service_name.vdc');
  });

  it('bounds a VPS name to 5–64 lowercase letters or digits', () => {
    expect(settingFailure('vps', 'name', 'vps1')).toBe('validation.too_short');
    expect(settingFailure('vps', 'name', 'vps01')).toBeNull();
    expect(settingFailure('vps', 'name', 'Vps01')).toBe('validation.service_name.vps');
    expect(settingFailure('vps', 'name', 'v'.repeat(65))).toBe('validation.too_long');
  });

  it('bounds another server name to 2–125 letters or digits', () => {
    expect(settingFailure('server', 'name', 'a')).toBe('validation.too_short');
    expect(settingFailure('server', 'name', 'Server01')).toBeNull();
    expect(settingFailure('server', 'name', 'server-01')).toBe('validation.service_name.server');
    expect(settingFailure('server', 'name', 'x'.repeat(126))).toBe('validation.too_long');
  });

  it('requires a transfer auth code', () => {
    expect(settingFailure('domain-transfer', 'eppCode', ' ')).toBe('validation.required');
    expect(settingFailure('domain-transfer', 'eppCode', 'A#1')).toBeNull();
  });

  it('sends only the settings that changed', () => {
    expect(changedSettings({ domain: 'a.sk', name: 'vps01' }, { domain: ' A.sk ', name: 'vps02' })).toEqual({
      name: 'vps02',
    });
    expect(changedSettings({ domain: 'a.sk' }, { domain: 'a.sk' })).toEqual({});
    expect(changedSettings({ eppCode: null }, { eppCode: 'X1' })).toEqual({ eppCode: 'X1' });
  });
});
