/**
 * Reads build.mjs's command line into one options object, so that the build itself never looks at
 * argv. Params precedence: default for the mode, replaced by `--config <file>`, then shallow-merged
 * with `--params '<json>'`, then `--mock` forces mock mode on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultParams, mockServices } from './default-params.mjs';

const MODES = ['development', 'staging', 'production'];

/** @param {string} text @param {string} where */
function parseObject(text, where) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${where} must be a JSON object`);
  }
  return value;
}

/** @param {Record<string, unknown>} params */
function checkParams(params) {
  for (const key of ['apiUrl', 'validationApiUrl', 'loginUrl']) {
    if (typeof params[key] !== 'string' || params[key] === '') {
      throw new Error(`data-params needs a non-empty string "${key}"`);
    }
  }
  return params;
}

/** @param {string[]} argv @param {string} root */
export function readBuildOptions(argv, root) {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string', default: 'production' },
      outdir: { type: 'string', default: 'dist' },
      config: { type: 'string' },
      params: { type: 'string' },
      mock: { type: 'boolean', default: false },
      base: { type: 'string', default: '/' },
    },
  });
  const mode = /** @type {'development' | 'staging' | 'production'} */ (values.mode);
  if (!MODES.includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}, not "${mode}"`);
  let params = values.config
    ? parseObject(readFileSync(resolve(root, values.config), 'utf8'), `--config ${values.config}`)
    : defaultParams(mode);
  if (values.params) params = { ...params, ...parseObject(values.params, '--params') };
  if (values.mock) params = { ...mockServices, ...params, mock: true };
  const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
  return { mode, outdir: resolve(root, values.outdir), params: checkParams(params), base };
}
