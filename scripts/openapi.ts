/**
 * `npm run openapi`: writes docs/api/openapi.json from the wire schemas (scripts/openapi-document.ts).
 * tests/contract/openapi.test.ts fails when the committed file differs from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiText } from './openapi-document';

const target = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/api/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, await openApiText());
console.log(`wrote ${target}`);
