/**
 * The incremental reader of the streamed domain-check array (contract E46).
 */
import { describe, expect, it } from 'vitest';
import { createJsonArrayScanner, JsonArrayStreamError } from '../../src/api/json-array-scanner';

function scan(chunks: string[]): { elements: unknown[]; error: unknown } {
  const elements: unknown[] = [];
  const scanner = createJsonArrayScanner((e) => elements.push(e));
  try {
    for (const c of chunks) scanner.push(c);
    scanner.end();
    return { elements, error: null };
  } catch (error) {
    return { elements, error };
  }
}

describe('createJsonArrayScanner', () => {
  it('reads the contract format: [ newline, one element per line, comma separated, ]', () => {
    expect(scan(['[\n{"name":"a.sk"},\n{"name":"b.sk"}\n]'])).toEqual({
      elements: [{ name: 'a.sk' }, { name: 'b.sk' }],
      error: null,
    });
  });

  it('emits each element as soon as it is complete', () => {
    const seen: unknown[] = [];
    const scanner = createJsonArrayScanner((e) => seen.push(e));
    scanner.push('[\n{"name":"a.sk"},\n{"na');
    expect(seen).toEqual([{ name: 'a.sk' }]);
    scanner.push('me":"b.sk"}');
    expect(seen).toHaveLength(2);
    scanner.push('\n]');
    scanner.end();
  });

  it('copes with chunks split anywhere, including inside strings with braces and escapes', () => {
    const text = '[\n{"name":"a}\\"{b","n":{"x":[1,2]}},\n{"name":"c"}\n]';
    const whole = scan([text]);
    const oneByOne = scan(text.split(''));
    expect(oneByOne).toEqual(whole);
    expect(whole.elements).toEqual([{ name: 'a}"{b', n: { x: [1, 2] } }, { name: 'c' }]);
  });

  it('reads an empty array and compact JSON on one line', () => {
    expect(scan(['[]'])).toEqual({ elements: [], error: null });
    expect(scan(['[{"a":1},{"a":2}]']).elements).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('fails on a truncated stream after delivering what was complete', () => {
    const r = scan(['[\n{"name":"a.sk"},\n{"name":"b']);
    expect(r.elements).toEqual([{ name: 'a.sk' }]);
    expect(r.error).toBeInstanceOf(JsonArrayStreamError);
  });

  it('fails when the array is never closed', () => {
    expect(scan(['[\n{"a":1}\n']).error).toBeInstanceOf(JsonArrayStreamError);
    expect(scan(['']).error).toBeInstanceOf(JsonArrayStreamError);
  });

  it('fails on malformed structure', () => {
    for (const bad of [
      '{"a":1}',
      '[\n{"a":1}\n{"a":2}\n]',
      '[,{"a":1}]',
      '[{"a":1},]',
      '[1,2]',
      '[{"a":1}] x',
      '[{"a":tru}]',
    ]) {
      expect(scan([bad]).error, bad).toBeInstanceOf(JsonArrayStreamError);
    }
  });
});
