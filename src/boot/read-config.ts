/**
 * Reads the app configuration from the JSON in `data-params` on `#main-content` (spec §8 startup
 * errors, contract §1.1). Returns a result instead of throwing, so boot can always show a message.
 */
import * as z from 'zod/mini';
import { AppConfig } from '../../events/contract/app-config';
import { companyCodes } from '../../events/contract/scalars';

export type ConfigResult =
  | { ok: true; config: AppConfig; root: HTMLElement }
  | { ok: false; messageKey: string; detail?: string; root: HTMLElement | null };

export function readConfig(doc: Document): ConfigResult {
  const root = doc.getElementById('main-content');
  if (!root) return { ok: false, messageKey: 'boot.main_content_missing', root: null };
  const raw = root.getAttribute('data-params');
  if (raw === null) return { ok: false, messageKey: 'boot.data_params_missing', root };
  if (raw.trim() === '') return { ok: false, messageKey: 'boot.config_missing', root };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    return { ok: false, messageKey: 'boot.config_invalid', detail: String(e), root };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json) || Object.keys(json).length === 0) {
    return { ok: false, messageKey: 'boot.config_missing', root };
  }
  const company = (json as { company?: unknown }).company;
  if (company !== undefined && !(companyCodes as readonly unknown[]).includes(company)) {
    return { ok: false, messageKey: 'boot.company_unknown', detail: String(company), root };
  }
  const parsed = AppConfig.safeParse(json);
  if (!parsed.success) {
    return { ok: false, messageKey: 'boot.config_invalid', detail: z.prettifyError(parsed.error), root };
  }
  return { ok: true, config: parsed.data, root };
}
