/**
 * Editing the app config for the browser session (spec §2 developer area, config page): company
 * variant, workflow, languages and the profile limits, validated with the app's own AppConfig
 * schema over the page's `data-params`. A valid edit is kept in sessionStorage and applies from the
 * next boot on (the same path the page's config takes: boot reads it, `app/booted` records it);
 * an invalid one returns one translated message per field and keeps nothing. Reset removes it.
 */
import * as z from 'zod/mini';
import { AppConfig, type AppConfigInput } from '../../events/contract/app-config';
import type { CompanyCode } from '../../events/contract/scalars';
import { appConfigFor, companies } from '../../fixtures/companies';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { isLocale } from '../../src/i18n/locales';
import { CONFIG_OVERRIDE_KEY } from '../session/session-keys';

export interface ConfigForm {
  company: string;
  workflow: string;
  /** Comma-separated locales, the default first. */
  languages: string;
  /** Empty: the page's value, else the workflow's default. */
  billingProfileCountLimit: string;
  domainProfileCountLimit: string;
}
export type ConfigField = keyof ConfigForm;
export type ConfigOverride = Partial<AppConfigInput>;

export interface FieldError {
  field: ConfigField | null;
  messageKey: string;
  values?: Record<string, string>;
}

export type OverrideResult =
  { ok: true; override: ConfigOverride; config: AppConfig } | { ok: false; errors: FieldError[] };

const fieldMessages: Record<ConfigField, string> = {
  company: 'devtools.config.bad_company',
  workflow: 'devtools.config.bad_workflow',
  languages: 'devtools.config.bad_languages',
  billingProfileCountLimit: 'devtools.config.bad_limit',
  domainProfileCountLimit: 'devtools.config.bad_limit',
};
const isField = (key: unknown): key is ConfigField => typeof key === 'string' && key in fieldMessages;

const limitText = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** The form for the config in force (limits only where the page or the override sets them). */
export function formOf(config: AppConfig, explicit: Record<string, unknown>): ConfigForm {
  return {
    company: config.company,
    workflow: String(config.workflow),
    languages: config.languages.join(', '),
    billingProfileCountLimit: limitText(explicit.billingProfileCountLimit),
    domainProfileCountLimit: limitText(explicit.domainProfileCountLimit),
  };
}

/** Choosing a company variant brings its workflow and languages along (the rest stays editable). */
export function withCompany(form: ConfigForm, company: string): ConfigForm {
  const variant = companies.find((c) => c.code === company);
  if (!variant) return { ...form, company };
  return { ...form, company, workflow: String(variant.workflow), languages: variant.languages.join(', ') };
}

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The variant's country, currency, theme and map bounds, when the company changes. */
function variantParts(company: string, page: Record<string, unknown>): ConfigOverride {
  if (company === page.company || !companies.some((c) => c.code === company)) return {};
  const { companyCountry, currency, theme, bounds } = appConfigFor(company as CompanyCode, {
    apiUrl: '',
    validationApiUrl: '',
    loginUrl: '',
  });
  return { companyCountry, currency, theme, ...(bounds ? { bounds } : {}) };
}

export function overrideFrom(form: ConfigForm, page: Record<string, unknown>): OverrideResult {
  const languages = form.languages
    .split(/[\s,]+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const errors: FieldError[] = [];
  const unknown = languages.find((l) => !isLocale(l));
  if (unknown !== undefined)
    errors.push({
      field: 'languages',
      messageKey: 'devtools.config.unknown_language',
      values: { value: unknown },
    });
  const override: ConfigOverride = {
    ...variantParts(form.company, page),
    company: form.company as CompanyCode,
    workflow: number(form.workflow) as 1 | 2,
    languages,
  };
  for (const key of ['billingProfileCountLimit', 'domainProfileCountLimit'] as const) {
    if (form[key].trim() !== '') override[key] = number(form[key]);
  }
  const parsed = AppConfig.safeParse({ ...page, ...override });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) {
        if (!errors.some((e) => e.field === field)) errors.push({ field, messageKey: fieldMessages[field] });
      } else {
        errors.push({
          field: null,
          messageKey: 'devtools.config.invalid',
          values: { detail: z.prettifyError(parsed.error) },
        });
        break;
      }
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, override, config: parsed.data };
}

/** The page's own config input (`data-params` on `#main-content`), {} when unreadable. */
export function pageParams(doc: Document): Record<string, unknown> {
  try {
    const json: unknown = JSON.parse(doc.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function readOverride(storage: KeyValueStorage): ConfigOverride | null {
  try {
    const json: unknown = JSON.parse(storage.getItem(CONFIG_OVERRIDE_KEY) ?? 'null');
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as ConfigOverride)
      : null;
  } catch {
    return null;
  }
}

export function saveOverride(storage: KeyValueStorage, override: ConfigOverride): void {
  storage.setItem(CONFIG_OVERRIDE_KEY, JSON.stringify(override));
}

export function clearOverride(storage: KeyValueStorage): void {
  storage.removeItem(CONFIG_OVERRIDE_KEY);
}

/** The config the page boots with under an override, or null when the override does not fit. */
export function overriddenConfig(page: Record<string, unknown>, override: ConfigOverride): AppConfig | null {
  const parsed = AppConfig.safeParse({ ...page, ...override });
  return parsed.success ? parsed.data : null;
}
