import { describe, expect, it } from 'vitest';
import { changedSettings, checkSetting } from '../../src/validation/service-settings';

describe('service settings rules', () => {
  it("requires a domain and checks it after ASCII conversion ('Invalid domain name')", () => {
    expect(checkSetting('hosting', 'domain', '')).toBe('validation.required');
    expect(checkSetting('hosting', 'domain', 'moja-firma.sk')).toBeNull();
    expect(checkSetting('hosting', 'domain', 'kvetinárstvo.sk')).toBeNull();
    expect(checkSetting('hosting', 'domain', 'no_tld')).toBe('validation.domain_name');
    expect(checkSetting('hosting', 'domain', 'bad..sk')).toBe('validation.domain_name');
    expect(checkSetting('hosting', 'domain', `${'a'.repeat(64)}.sk`)).toBe('validation.domain_name');
    expect(checkSetting('hosting', 'domain', 'example.123')).toBe('validation.domain_name');
  });

  it('bounds a VDC name to 3–70 word characters or hyphens', () => {
    expect(checkSetting('vdc', 'name', 'ab')).toBe('validation.too_short');
    expect(checkSetting('vdc', 'name', 'my_vdc-1')).toBeNull();
    expect(checkSetting('vdc', 'name', 'a'.repeat(71))).toBe('validation.too_long');
    expect(checkSetting('vdc', 'name', 'my vdc')).toBe('validation.service_name.vdc');
  });

  it('bounds a VPS name to 5–64 lowercase letters or digits', () => {
    expect(checkSetting('vps', 'name', 'vps1')).toBe('validation.too_short');
    expect(checkSetting('vps', 'name', 'vps01')).toBeNull();
    expect(checkSetting('vps', 'name', 'Vps01')).toBe('validation.service_name.vps');
    expect(checkSetting('vps', 'name', 'v'.repeat(65))).toBe('validation.too_long');
  });

  it('bounds another server name to 2–125 letters or digits', () => {
    expect(checkSetting('server', 'name', 'a')).toBe('validation.too_short');
    expect(checkSetting('server', 'name', 'Server01')).toBeNull();
    expect(checkSetting('server', 'name', 'server-01')).toBe('validation.service_name.server');
    expect(checkSetting('server', 'name', 'x'.repeat(126))).toBe('validation.too_long');
  });

  it('requires a transfer auth code', () => {
    expect(checkSetting('domain-transfer', 'eppCode', ' ')).toBe('validation.required');
    expect(checkSetting('domain-transfer', 'eppCode', 'A#1')).toBeNull();
  });

  it('sends only the settings that changed', () => {
    expect(changedSettings({ domain: 'a.sk', name: 'vps01' }, { domain: ' A.sk ', name: 'vps02' })).toEqual({
      name: 'vps02',
    });
    expect(changedSettings({ domain: 'a.sk' }, { domain: 'a.sk' })).toEqual({});
    expect(changedSettings({ eppCode: null }, { eppCode: 'X1' })).toEqual({ eppCode: 'X1' });
  });
});
