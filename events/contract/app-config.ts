/**
 * The app configuration read from `data-params` on `#main-content` (product-spec §3, contract §1.1).
 * Defaults follow spec §9: currency EUR, languages sk-SK and en-US, workflow 1, and profile limits of
 * one each in the Swedish workflow when unconfigured.
 */
import * as z from 'zod';
import { CompanyCode, Workflow } from './scalars';

export const AppConfig = z
  .object({
    company: CompanyCode.default('sk-ws'),
    companyCountry: z.string().default('SK'),
    bounds: z.record(z.string(), z.unknown()).optional(),
    theme: z.string().default('default'),
    currency: z.string().default('EUR'),
    languages: z.array(z.string()).min(1).default(['sk-SK', 'en-US']),
    workflow: Workflow.default(1),
    billingProfileCountLimit: z.number().int().positive().optional(),
    domainProfileCountLimit: z.number().int().positive().optional(),
    validationApiUrl: z.string().min(1),
    transferUrl: z.string().default(''),
    apiUrl: z.string().min(1),
    assetUrl: z.string().default(''),
    loginUrl: z.string().min(1),
    supportUrl: z.string().optional(),
    /** Mock mode: start the embedded mock provider (MSW service worker) before the app. */
    mock: z.boolean().default(false),
  })
  .transform((c) => ({
    ...c,
    billingProfileCountLimit: c.billingProfileCountLimit ?? (c.workflow === 2 ? 1 : 100),
    domainProfileCountLimit: c.domainProfileCountLimit ?? (c.workflow === 2 ? 1 : 100),
  }));
export type AppConfig = z.infer<typeof AppConfig>;
export type AppConfigInput = z.input<typeof AppConfig>;
