/**
 * The server name rule is written once (src/validation/service-name.ts): the server inquiry's
 * server name and a server's name in the service settings (and the item drawer) read alike.
 */
import { describe, expect, it } from 'vitest';
import { ruleFailure } from '../../src/validation/form-rules';
import { serverFormStructs } from '../../src/validation/server-form-rules';
import { settingStruct } from '../../src/validation/service-settings';

describe('the server name rule', () => {
  it('reads the same in the server inquiry and in the service settings', () => {
    const inquiry = serverFormStructs('server', []).serverName;
    if (!inquiry) throw new Error('the server inquiry has a server name');
    for (const name of ['a', 'Server01', 'server-01', 'Žltý1', 'x'.repeat(125), 'x'.repeat(126), ' ']) {
      expect(ruleFailure(name, inquiry)).toBe(ruleFailure(name, settingStruct('server', 'name')));
    }
    expect(ruleFailure('Server01', inquiry)).toBeNull();
    expect(ruleFailure('a', inquiry)).toBe('validation.too_short');
    expect(ruleFailure('server-01', inquiry)).toBe('validation.service_name.server');
    expect(ruleFailure(' ', inquiry)).toBe('validation.required');
  });

  it('takes a letter with a combining accent as pasted (Z + caron), not only the composed one', () => {
    expect(ruleFailure('Žltý1', serverFormStructs('server', []).serverName!)).toBeNull();
    expect(ruleFailure('Z\u030Cltý1', serverFormStructs('server', []).serverName!)).toBeNull();
    expect(ruleFailure('Z\u030Cltý1', settingStruct('server', 'name'))).toBeNull();
  });
});
