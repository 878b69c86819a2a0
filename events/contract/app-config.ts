/**
 * The app configuration read from `data-params` on `#main-content` (product-spec §3, contract §1.1).
 * Defaults follow spec §9: currency EUR, languages sk-SK and en-US, workflow 1, and profile limits of
 * one each in the Swedish workflow when unconfigured.
 */
import * as z from 'zod/mini';
import { DEFAULT_COMPANY, DEFAULT_LANGUAGES, DEFAULT_THEME } from './config-defaults';
import { CompanyCode, Workflow } from './scalars';

/** `http(s)://{key}@{host}[/{path}]/{projectId}`: a Sentry DSN (decision 082). */
function isSentryDsn(value: string): boolean {
  return /^https?:\/\/[^/@:\s]+@[^/@\s]+(\/[^/?#\s]+)*\/\d+\/?$/.test(value);
}

/** `https://pay.example` or `http://127.0.0.1:4603`: an http(s) URL that is only an origin. */
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/**
 * How long a call may take before the client gives up waiting (docs/decisions/038): `callMs` for
 * every call and each polling request, `orderMs` for the checkout (E37) and the two calls that
 * may take long by nature: the sign-up (E39, creates the account and its profiles) and the
 * migration upload (E27, a file of up to 5 MB).
 */
export const defaultTimeLimits = { callMs: 10_000, orderMs: 45_000 } as const;
export type TimeLimits = { callMs: number; orderMs: number };

const TimeLimitsInput = z.object({
  callMs: z.optional(z.int().check(z.positive())),
  orderMs: z.optional(z.int().check(z.positive())),
});

const Fields = z.object({
  company: z._default(CompanyCode, DEFAULT_COMPANY),
  companyCountry: z._default(z.string(), 'SK'),
  bounds: z.optional(z.record(z.string(), z.unknown())),
  theme: z._default(z.string(), DEFAULT_THEME),
  currency: z._default(z.string(), 'EUR'),
  languages: z._default(z.array(z.string()).check(z.minLength(1)), [...DEFAULT_LANGUAGES]),
  workflow: z._default(Workflow, 1),
  billingProfileCountLimit: z.optional(z.int().check(z.positive())),
  domainProfileCountLimit: z.optional(z.int().check(z.positive())),
  validationApiUrl: z.string().check(z.minLength(1)),
  transferUrl: z._default(z.string(), ''),
  apiUrl: z.string().check(z.minLength(1)),
  assetUrl: z._default(z.string(), ''),
  loginUrl: z.string().check(z.minLength(1)),
  /** The provider's help page, linked from the login drawer and the error pages (decision 056). */
  supportUrl: z.optional(z.string()),
  /** The company's terms and conditions, linked from the terms consents; absent: plain text. */
  termsUrl: z.optional(z.string().check(z.minLength(1))),
  /** The company's policy on personal data passed to third parties, linked from that consent. */
  privacyUrl: z.optional(z.string().check(z.minLength(1))),
  /** The customer's web administration of this company (decision 056); absent: the brand's. */
  adminUrl: z.optional(z.string()),
  /**
   * When the helpdesk answers (spec §1: 09:00–17:00 daily, 24/7 for one variant), shown where the
   * customer looks for help; absent: 09:00–17:00 daily.
   */
  helpdeskHours: z.optional(
    z.union([
      z.literal('24/7'),
      z.object({
        opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
        closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      }),
    ]),
  ),
  /**
   * The origins besides the app's own that the app may send the browser to (decision 040): the
   * provider's login service, payment gateways, asset host. Absent: those of `apiUrl`, `loginUrl`,
   * `assetUrl` and `transferUrl` that are absolute (src/effects/nav/allowed-navigation.ts).
   */
  allowedOrigins: z.optional(
    z.array(z.string().check(z.refine(isHttpOrigin, 'an http(s) origin, e.g. https://pay.example'))),
  ),
  /** Where staging and production builds send error reports (decision 017); absent: reporting off. */
  errorReportingUrl: z.optional(z.string().check(z.minLength(1))),
  /**
   * A Sentry-compatible tracker's DSN, `https://{key}@{host}/{projectId}` (decision 082): staging
   * and production builds also send each report there as an envelope. Absent: not sent.
   */
  sentryDsn: z.optional(z.string().check(z.refine(isSentryDsn, 'a DSN, e.g. https://key@sentry.example/42'))),
  /**
   * Origins besides the console's own from which `/developer?session=<url>` may fetch a session (the
   * reporting service's); the `errorReportingUrl`'s origin is always allowed (issue 22).
   */
  sessionOrigins: z.optional(z.array(z.string())),

  /**
   * City suggestions (decisions 052, 053): a Google Maps JavaScript API key (its Places library,
   * loaded when the city field is first used) or, for development and tests, the URL of the mock
   * provider's places search. The key wins when both are set; neither: the city is a plain input.
   */
  placesApiKey: z.optional(z.string().check(z.minLength(1))),
  placesUrl: z.optional(z.string().check(z.minLength(1))),
  /**
   * The Slovak company register search (spec §7, decision 052): its URL and access token. Both
   * needed; absent: the organisation field of a Slovak company is a plain input.
   */
  companyRegisterUrl: z.optional(z.string().check(z.minLength(1))),
  companyRegisterToken: z.optional(z.string().check(z.minLength(1))),

  /**
   * The heatmap script (spec §9, decision 080): loaded in production builds only, once the host
   * page says the customer consented to analytics (docs/configuration.md); an https URL, else never
   * loaded. Absent: no heatmap.
   */
  heatmapScriptUrl: z.optional(z.string().check(z.minLength(1))),

  /** Time limits of API calls in ms (decision 038); each part defaults to `defaultTimeLimits`. */
  timeLimits: z.optional(TimeLimitsInput),
  /** Mock mode: start the embedded mock provider (MSW service worker) first; `'minimal'`: its minimal flavour (027). */
  mock: z._default(z.union([z.boolean(), z.literal('minimal')]), false),
});

/**
 * The config keys that hold addresses, read from the schema itself (issue 30): every key named
 * `…Url` is one address, every `…Origins` a list of them. A key added with either name is checked
 * wherever addresses from outside are checked (the console's re-run of an imported session,
 * devtools/rerun/rerun-request.ts), with no list to keep up to date.
 */
export const configAddressKeys: readonly string[] = Object.keys(Fields.shape).filter((key) =>
  key.endsWith('Url'),
);
export const configOriginListKeys: readonly string[] = Object.keys(Fields.shape).filter((key) =>
  key.endsWith('Origins'),
);

/**
 * The config keys through which a page tells or loads someone outside the customer's story: the
 * error reports, the tracker's envelopes, the heatmap script. A live re-run in the console leaves
 * them out (devtools/rerun/rerun-plan.ts, decision 083): a developer's replay must not file a new
 * incident with the tracker nor load a third party's script, and none of them changes what the
 * customer saw.
 */
export const telemetryConfigKeys = [
  'errorReportingUrl',
  'sentryDsn',
  'heatmapScriptUrl',
] as const satisfies readonly (keyof typeof Fields.shape)[];

export const AppConfig = z.pipe(
  Fields,
  z.transform((c: z.output<typeof Fields>) => ({
    ...c,
    billingProfileCountLimit: c.billingProfileCountLimit ?? (c.workflow === 2 ? 1 : 100),
    domainProfileCountLimit: c.domainProfileCountLimit ?? (c.workflow === 2 ? 1 : 100),
    timeLimits: {
      callMs: c.timeLimits?.callMs ?? defaultTimeLimits.callMs,
      orderMs: c.timeLimits?.orderMs ?? defaultTimeLimits.orderMs,
    } satisfies TimeLimits,
  })),
);
export type AppConfig = z.infer<typeof AppConfig>;
export type AppConfigInput = z.input<typeof AppConfig>;
