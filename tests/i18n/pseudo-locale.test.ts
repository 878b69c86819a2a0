/**
 * The generated pseudo-locale marks every text visibly (brackets, accented letters) while keeping
 * placeholders usable, and covers the whole en-US catalogue.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/i18n/locales';
import { pseudoLocalize, pseudoText } from '../../src/i18n/pseudo-locale';
import { placeholders, readEnUs } from './catalogue-files';

describe('pseudo-locale', () => {
  it('brackets the text and accents its letters', () => {
    expect(pseudoText('Field is required')).toBe('[Ƒíéĺď íš ŕéǫüíŕéď]');
  });

  it('keeps placeholders intact', () => {
    expect(pseudoText('File size is over limit ({limit})')).toBe('[Ƒíĺé šížé íš öṽéŕ ĺíɱíţ ({limit})]');
    expect(pseudoText('Unknown error ({id})')).toContain('({id})');
  });

  it('has every en-US key with the same placeholders', () => {
    const enUs = readEnUs();
    const pseudo = pseudoLocalize(enUs);
    expect(Object.keys(pseudo)).toEqual(Object.keys(enUs));
    const broken = Object.keys(enUs).filter(
      (k) => placeholders(pseudo[k] ?? '').join() !== placeholders(enUs[k] ?? '').join(),
    );
    expect(broken).toEqual([]);
  });

  it('is what loading the xx-XX catalogue gives', async () => {
    const pseudo = await loadCatalogue('xx-XX');
    expect(pseudo['validation.required']).toBe('[Ƒíéĺď íš ŕéǫüíŕéď]');
  });
});
