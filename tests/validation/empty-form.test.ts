/**
 * Spec §5 'Cannot submit an empty form' (decision 016): a form is empty when every field the
 * customer types is blank; choices that always hold a value (period, option groups) do not count.
 */
import { describe, expect, it } from 'vitest';
import { isEmptyForm } from '../../src/validation/form-rules';
import { isEmptyServerForm, serverFormTypedFields } from '../../src/validation/server-form-rules';

describe('an empty form', () => {
  it('is one whose every listed field is blank (whitespace counts as blank, zero as filled)', () => {
    expect(isEmptyForm({ a: '', b: '  ' }, ['a', 'b'])).toBe(true);
    expect(isEmptyForm({}, ['a', 'b'])).toBe(true);
    expect(isEmptyForm({ a: '', b: 'x' }, ['a', 'b'])).toBe(false);
    expect(isEmptyForm({ a: '0' }, ['a'])).toBe(false);
    expect(isEmptyForm({ a: 'x' }, [])).toBe(false);
  });

  it('ignores the period and option groups of a server contact form', () => {
    expect(isEmptyServerForm('server', { period: '12', 'options.os': 'debian', name: ' ' })).toBe(true);
    expect(isEmptyServerForm('server', { period: '12', serverName: 'web1' })).toBe(false);
    expect(isEmptyServerForm('monitoring', { note: 'call me' })).toBe(false);
    expect(isEmptyServerForm('management', {})).toBe(true);
    expect(serverFormTypedFields('monitoring')).not.toContain('serverName');
  });
});
