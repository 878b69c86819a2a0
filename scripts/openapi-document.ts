/**
 * Builds the OpenAPI 3.1 document of the provider API (docs/api/openapi.json) from the endpoint
 * declarations (events/contract/endpoints/all.ts) and the zod wire schemas, which zod 4 turns into JSON Schema
 * (draft 2020-12, OpenAPI 3.1's dialect). Schemas are the wire side (`io: 'input'`) of what the client
 * parses: non-strict, and a `T | null` key may also be absent (contract §1.4). Decision 028.
 */
import * as z from 'zod/mini';
import * as prettier from 'prettier';
import {
  AnalyticsItem,
  Cart,
  CartItem,
  CartItemProperties,
  CartPaymentOption,
  CartWithNewItems,
  Coupon,
  CouponBonus,
  Donation,
  ItemPrice,
  LicenseCounts,
  MigrationPromotion,
  PeriodOption,
  Summary,
  UploadedFile,
  User,
} from '../events/contract/cart';
import { ErrorBody, ErrorItem, Violation } from '../events/contract/errors';
import {
  CrossSellItem,
  CrossSellResponse,
  DedicatedServerOffer,
  DomainBundle,
  DomainResult,
  FormOptionGroup,
  HostingTutorialProduct,
  OfferPrice,
  OneLicensePrice,
  PropertyOption,
  ServiceOffer,
  TldCategory,
} from '../events/contract/offers';
import {
  CheckoutReply,
  CheckoutRequest,
  PaymentOption,
  PaymentOptionGroup,
  PaymentRequest,
  TransferPaymentDetails,
} from '../events/contract/payment';
import {
  BillingProfile,
  BillingProfileInput,
  DomainProfile,
  DomainProfileInput,
  RequiredFieldSet,
  RequiredFields,
} from '../events/contract/profiles';
import {
  AddItemRequest,
  AvailableReply,
  ContactFormBase,
  DomainsReply,
  DonationRequest,
  FreeReply,
  NewUserRequest,
  PollReply,
  ServerContactFormRequest,
  UpdateItemRequest,
  UpgradeItemRequest,
  ValidReply,
} from '../events/contract/requests';
import { companyCodes } from '../events/contract/scalars';
import { endpointList } from '../events/contract/endpoints/all';
import { contractId, type Endpoint } from '../events/contract/endpoints/endpoint';

type Json = Record<string, unknown>;

/** Wire schemas published by name in `components.schemas`. */
const components: Record<string, z.ZodMiniType> = {
  Cart,
  CartWithNewItems,
  CartItem,
  CartItemProperties,
  PeriodOption,
  ItemPrice,
  LicenseCounts,
  AnalyticsItem,
  Summary,
  Coupon,
  CouponBonus,
  CartPaymentOption,
  MigrationPromotion,
  UploadedFile,
  Donation,
  User,
  BillingProfile,
  BillingProfileInput,
  DomainProfile,
  DomainProfileInput,
  RequiredFields,
  RequiredFieldSet,
  PaymentOptionGroup,
  PaymentOption,
  PaymentRequest,
  TransferPaymentDetails,
  CheckoutRequest,
  CheckoutReply,
  OfferPrice,
  CrossSellResponse,
  CrossSellItem,
  DomainResult,
  DomainBundle,
  TldCategory,
  HostingTutorialProduct,
  DedicatedServerOffer,
  ServiceOffer,
  FormOptionGroup,
  PropertyOption,
  OneLicensePrice,
  AddItemRequest,
  UpdateItemRequest,
  UpgradeItemRequest,
  DonationRequest,
  NewUserRequest,
  ContactFormBase,
  ServerContactFormRequest,
  ValidReply,
  FreeReply,
  AvailableReply,
  DomainsReply,
  PollReply,
  ErrorBody,
  ErrorItem,
  Violation,
};

const REF = '#/components/schemas/';
const INLINE = '__inline_';

/** Every component and every endpoint's own body and reply, converted in one pass so shared parts are $refs. */
function convertSchemas(): { named: Record<string, Json>; inline: Map<z.ZodMiniType, Json> } {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodMiniType, string>();
  for (const [id, schema] of Object.entries(components)) {
    registry.add(schema, { id });
    ids.set(schema, id);
  }
  const own = new Map<z.ZodMiniType, string>();
  for (const { declaration: e } of endpointList) {
    for (const [part, schema] of [
      ['body', e.body],
      ['reply', e.success.schema],
    ] as const) {
      if (!schema || schema === 'multipart' || ids.has(schema) || own.has(schema)) continue;
      const id = `${INLINE}${contractId(e)}_${part}`;
      registry.add(schema, { id });
      own.set(schema, id);
    }
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    uri: (id) => `${REF}${id}`,
  });
  const clean = (s: unknown): Json => {
    const { $schema: _schema, $id: _id, ...rest } = s as Json;
    return rest;
  };
  const named: Record<string, Json> = {};
  for (const id of Object.keys(components)) named[id] = clean(schemas[id]);
  const inline = new Map<z.ZodMiniType, Json>();
  for (const [schema, id] of own) inline.set(schema, clean(schemas[id]));
  for (const [schema, id] of ids) inline.set(schema, { $ref: `${REF}${id}` });
  const text = JSON.stringify({ named, inline: [...inline.values()] });
  if (text.includes(INLINE))
    throw new Error(
      `an endpoint schema is shared: name it in components (${/__inline_\w+/.exec(text)?.[0]})`,
    );
  return { named, inline };
}

const errorKeysByStatus = (e: Endpoint): [number, readonly string[], string][] => {
  const rows: [number, readonly string[], string][] = [];
  const own = e.errors ?? {};
  rows.push([
    400,
    own[400] ?? ['validation.invalid_form'],
    'Malformed request (bad JSON, wrong types, missing required query parameter, unknown `company`).',
  ]);
  if (e.auth === 'user' || e.e === 10)
    rows.push([
      401,
      ['user.unauthorized'],
      e.auth === 'user'
        ? 'The endpoint needs a logged-in user, or the session expired; the client goes to login.'
        : 'An anonymous session sets `properties.domainProfileId`.',
    ]);
  const cartWide = /^\/(cart|promotion-for-migration)\b/.test(e.path) && e.e !== 5;
  const notFound = [...(cartWide ? ['cart.not_found', 'cart.not_prepared'] : []), ...(own[404] ?? [])];
  if (notFound.length)
    rows.push([
      404,
      notFound,
      cartWide
        ? 'Not found. `cart.not_found` / `cart.not_prepared`: the client resets (clears its cart state and calls `GET /cart`).'
        : 'Not found.',
    ]);
  if (own[422]?.length)
    rows.push([422, own[422], 'Validation and business-rule errors (`violations` and/or `key`).']);
  rows.push([500, ['general.server_error'], 'Unexpected server error.']);
  rows.push([503, ['general.outage'], 'Outage or maintenance.']);
  return rows;
};

function errorResponse(keys: readonly string[], description: string): Json {
  return {
    description: `${description} Keys: ${keys.map((k) => `\`${k}\``).join(', ')}.`,
    content: {
      'application/json': {
        schema: { $ref: `${REF}ErrorBody` },
        examples: Object.fromEntries(keys.map((key) => [key, { value: { key } }])),
      },
    },
  };
}

const json = (schema: Json) => ({ 'application/json': { schema } });

function operation(name: string, e: Endpoint, inline: Map<z.ZodMiniType, Json>): Json {
  const schemaOf = (s: z.ZodMiniType) => {
    const out = inline.get(s);
    if (!out) throw new Error(`${contractId(e)}: schema not converted`);
    return out;
  };
  const parameters: Json[] = [];
  for (const [, name] of e.path.matchAll(/\{(\w+)\}/g))
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      ...(name === 'pollUrl'
        ? { description: 'Stands for the absolute `pollUrl` a poll or button-call reply handed out.' }
        : {}),
    });
  for (const q of e.query ?? []) {
    const { $schema: _s, ...schema } = z.toJSONSchema(q.schema, {
      target: 'draft-2020-12',
      io: 'input',
    }) as Json;
    parameters.push({
      name: q.name,
      in: 'query',
      required: q.required,
      description: q.description,
      ...(q.repeated
        ? { schema: { type: 'array', items: schema }, style: 'form', explode: true }
        : { schema }),
    });
  }
  if (e.cart === 'flag') parameters.push({ $ref: '#/components/parameters/cartFlag' });
  if (e.base !== 'validation') parameters.push({ $ref: '#/components/parameters/company' });
  parameters.push({ $ref: '#/components/parameters/language' });

  const responses: Json = {};
  const s = e.success;
  const successText =
    s.description ??
    (s.status === 204
      ? 'Done, no body.'
      : e.cart === 'flag'
        ? 'With `?cart=true`: the whole updated cart.'
        : e.cart === 'always'
          ? 'The whole updated cart (always, whatever the `cart` flag).'
          : s.status === 201
            ? 'Created.'
            : 'OK.');
  responses[String(s.status)] = {
    description: successText,
    ...(s.schema ? { content: json(schemaOf(s.schema)) } : {}),
  };
  if (e.cart === 'flag')
    responses['204'] = {
      description: 'Without `?cart=true` (optional for servers; the client always sends the flag).',
    };
  if (e.e === 57) responses['202'] = { description: 'Not finished: poll again (body ignored).' };
  for (const [status, keys, text] of errorKeysByStatus(e))
    responses[String(status)] = errorResponse(keys, text);

  const op: Json = {
    operationId: name,
    summary: e.summary,
    description: `Contract ${contractId(e)} (api-contract.md ${e.section}). Auth: ${e.auth}.${
      e.cart === 'flag' ? ' [cart]' : e.cart === 'always' ? ' [cart-always]' : ''
    }`,
    tags: [tagOf(e)],
    'x-contract-id': contractId(e),
    security: e.auth === 'user' ? [{ [SESSION]: [] }] : [{}, { [SESSION]: [] }],
    parameters,
  };
  if (e.base === 'validation') op.servers = [{ url: '{validationApiUrl}', variables: validationVariables }];
  if (e.base === 'poll')
    op.servers = [
      {
        url: '/',
        description: 'None of its own: the path is the absolute pollUrl handed out (contract §1.9).',
      },
    ];
  if (e.body === 'multipart')
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { invoice: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['invoice'],
          },
          encoding: { invoice: { contentType: 'image/jpeg, application/pdf' } },
        },
      },
    };
  else if (e.body) op.requestBody = { required: true, content: json(schemaOf(e.body)) };
  op.responses = responses;
  return op;
}

const tagOf = (e: Endpoint): string => {
  const n = e.e;
  if (n <= 4) return 'validation';
  if (n <= 27) return 'cart';
  if (n <= 35) return 'profiles';
  if (n <= 38) return 'payment and order';
  if (n <= 42) return 'users';
  if (n === 57) return 'polling';
  return 'catalogue';
};

/** The security scheme of the session cookie (contract §1.1). */
const SESSION = 'session';

/** Operation tags, in contract order, with what each groups. */
const tags: Record<string, string> = {
  validation: 'The validation API (contract §3): VAT, tax, company id and ISIC checks, on its own base URL.',
  cart: 'The cart (contract §4): items, note, coupons, donation, profiles and payment chosen for the order, the migration promotion.',
  profiles: 'Billing and domain profiles of the logged-in user (contract §5).',
  'payment and order': 'Payment options, checkout and quick order (contract §5, §7).',
  users: 'Sign-up, the current user, login availability and owned domains (contract §5).',
  catalogue:
    'Catalogue helpers (contract §6): licence prices, hosting tutorial, domain checker, server contact forms.',
  polling: 'Polling an address a reply handed out until the work is done (contract §1.9).',
};

const validationVariables = {
  validationApiUrl: {
    default: 'http://127.0.0.1:4700/validation-api',
    description: 'The app config’s `validationApiUrl` (here the mock provider’s).',
  },
};

/** The whole document as a plain object. */
export function buildOpenApi(): Json {
  const { named, inline } = convertSchemas();
  const paths: Record<string, Json> = {};
  for (const { name, declaration: e } of endpointList)
    (paths[e.path] ??= {})[e.method] = operation(name, e, inline);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ordering API',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'The main API and the validation API of the cart-and-checkout client (api-contract.md, version 1), one operation per endpoint E1–E57 (`x-contract-id`). Generated from the wire schemas in events/contract/ by `npm run openapi`; do not edit by hand. Sessions are identified by cookies the provider sets (names not part of the contract); every call uses credentials. Money is in major units of `summary.currency`; a key typed `T | null` may also be absent. Every operation may answer 500 and 503; every path under /cart and /promotion-for-migration may answer 404 `cart.not_found` / `cart.not_prepared`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      {
        url: '{apiUrl}',
        variables: {
          apiUrl: {
            default: 'http://127.0.0.1:4700/api',
            description: 'The app config’s `apiUrl` (here the mock provider’s, `npm run provider`).',
          },
        },
      },
    ],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: named,
      securitySchemes: {
        [SESSION]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'mock_session',
          description:
            'The session cookie the provider sets on the first call (anonymous or logged in); every call sends it (`credentials: include`). Its name is the provider’s own, not part of the contract (the mock provider’s is `mock_session`). Operations that need a logged-in user require it; the others take an anonymous session too, or none (the provider then starts one).',
        },
      },
      parameters: {
        company: {
          name: 'company',
          in: 'header',
          required: false,
          description: 'Company code; missing → `sk-ws`; unknown → 400.',
          schema: { type: 'string', enum: [...companyCodes] },
        },
        language: {
          name: 'language',
          in: 'header',
          required: false,
          description: 'UI locale; selects the language of texts in replies.',
          schema: { type: 'string', examples: ['sk-SK', 'en-US'] },
        },
        cartFlag: {
          name: 'cart',
          in: 'query',
          required: false,
          description: 'The client always sends `cart=true` and gets the whole updated Cart (contract §1.5).',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
  };
}

/** The document as committed: JSON formatted the way the repository's prettier formats it. */
export async function openApiText(): Promise<string> {
  const options = (await prettier.resolveConfig('docs/api/openapi.json')) ?? {};
  return prettier.format(JSON.stringify(buildOpenApi()), { ...options, parser: 'json' });
}
