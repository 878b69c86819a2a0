/**
 * Every translation key written literally in the app (`t('…')`, `i18n.t("…")`, `i18nKey="…"`) under
 * src/ and devtools/ exists in en-US, so adding a key to code without adding it to the catalogue fails
 * here. Template keys (`t(\`thank_you.${key}.title\`)`) must match at least one catalogue key.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnUs } from './catalogue-files';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src', 'devtools'];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A key found in source: literal text, or a template with `${…}` holes. */
interface FoundKey {
  key: string;
  template: boolean;
  where: string;
}

const CALL = /(?<![\w$])t\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`\n]+)`)/g;
const PROP = /i18nKey=(?:"([^"\n]+)"|\{\s*'([^'\n]+)'\s*\}|\{\s*"([^"\n]+)"\s*\}|\{\s*`([^`\n]+)`\s*\})/g;

function keysIn(source: string, where: string): FoundKey[] {
  const found: FoundKey[] = [];
  for (const re of [CALL, PROP]) {
    for (const m of source.matchAll(re)) {
      const key = m.slice(1).find((g) => g !== undefined);
      if (key === undefined) continue;
      const line = source.slice(0, m.index).split('\n').length;
      found.push({ key, template: key.includes('${'), where: `${where}:${line}` });
    }
  }
  return found;
}

function templatePattern(key: string): RegExp {
  const parts = key.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const enUs = readEnUs();
const enKeys = Object.keys(enUs);
const found = SCANNED.flatMap((dir) =>
  sourceFiles(`${ROOT}${dir}`).flatMap((file) => keysIn(readFileSync(file, 'utf8'), file.slice(ROOT.length))),
);

describe('translation keys used in source', () => {
  it('finds keys written in every supported form', () => {
    const sample = [
      "t('a.b')",
      'i18n.t("c.d", { x: 1 })',
      't(`e.${f}.g`)',
      '<Trans i18nKey="h.i" />',
      "<Trans i18nKey={'j.k'} />",
      "emit('not.a.key')",
    ].join('\n');
    expect(keysIn(sample, 'sample').map((k) => k.key)).toEqual(['a.b', 'c.d', 'e.${f}.g', 'h.i', 'j.k']);
  });

  it('exist in the en-US catalogue when written literally', () => {
    expect(found.length).toBeGreaterThan(0);
    const missing = found.filter((k) => !k.template && !(k.key in enUs)).map((k) => `${k.key} (${k.where})`);
    expect(missing).toEqual([]);
  });

  it('match at least one en-US key when built from a template', () => {
    const unmatched = found
      .filter((k) => k.template)
      .filter((k) => !enKeys.some((key) => templatePattern(k.key).test(key)))
      .map((k) => `${k.key} (${k.where})`);
    expect(unmatched).toEqual([]);
  });
});
