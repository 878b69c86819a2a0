/**
 * Parsing of the x-flash-messages header (contract §1.8).
 */
import { describe, expect, it } from 'vitest';
import { parseFlashMessages } from '../../src/api/flash';

describe('parseFlashMessages', () => {
  it('reads translation-key and text messages, unescaping \\uXXXX', () => {
    const header =
      '[{"type":"success","translationKey":"flash.saved"},{"type":"error","text":"Objedn\\u00e1vka zlyhala"}]';
    expect(parseFlashMessages(header)).toEqual([
      { type: 'success', translationKey: 'flash.saved' },
      { type: 'error', text: 'Objednávka zlyhala' },
    ]);
  });

  it('keeps values', () => {
    expect(parseFlashMessages('[{"type":"info","translationKey":"flash.x","values":{"n":2}}]')).toEqual([
      { type: 'info', translationKey: 'flash.x', values: { n: 2 } },
    ]);
  });

  it('gives no messages for an absent, empty or unparseable header', () => {
    expect(parseFlashMessages(null)).toEqual([]);
    expect(parseFlashMessages('')).toEqual([]);
    expect(parseFlashMessages('[]')).toEqual([]);
    expect(parseFlashMessages('[{"type":')).toEqual([]);
    expect(parseFlashMessages('{"type":"info","text":"x"}')).toEqual([]);
  });

  it('drops elements of the wrong shape and keeps the rest', () => {
    expect(
      parseFlashMessages('[{"type":"loud","text":"x"},{"type":"info"},{"type":"warning","text":"ok"}]'),
    ).toEqual([{ type: 'warning', text: 'ok' }]);
  });
});
