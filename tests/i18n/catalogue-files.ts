/**
 * Test helper: reads the committed locale catalogues straight from locales/ so the catalogue tests
 * see every file that exists, including one added without being registered in src/i18n/locales.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

export function catalogueFiles(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

export function readCatalogue(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES_DIR}${file}`, 'utf8')) as Record<string, unknown>;
}

export function readEnUs(): Record<string, string> {
  return readCatalogue('en-US.json') as Record<string, string>;
}

/** The `{name}` placeholders of a text, sorted (duplicates kept). */
export function placeholders(text: string): string[] {
  return (text.match(/\{[^{}]*\}/g) ?? []).sort();
}
