/**
 * fast-check arbitraries for sequences of catalogue events with valid payloads: a representative
 * mix of carts, commands, messages, ui toggles, steps, payment, profiles, nav and api events.
 * Ids come from small pools so that events meet each other (the same item, command, path).
 */
import fc from 'fast-check';
import { catalogue, type EventType } from '../../events/catalogue/index';
import { cartCommandNames } from '../../events/catalogue/cart-commands';
import { stepNames, paymentGroupIds } from '../../events/contract/scalars';
import { EVENT_SCHEMA_VERSION, type AppEvent } from '../../events/envelope';
import {
  buildBillingProfile,
  buildCart,
  buildDomainProfile,
  buildError,
  buildGroup,
  buildItem,
  buildOption,
  bootPayload,
  requiredFields,
  user,
} from './builders';

const itemIds = ['a', 'b', 'c'] as const;
const commandIds = ['c1', 'c2', 'c3', 'c4'] as const;
const paths = ['general', 'note', 'discount', 'a', 'b', 'a.properties.domain'] as const;
const keys = ['k1', 'k2', 'k3'] as const;
const optionIds = ['slsp', 'csob', 'mbank', 'new-card', 'card-1', 'credit'] as const;

const itemId = fc.constantFrom(...itemIds);
const step = fc.constantFrom(...stepNames);
const groupId = fc.constantFrom(...paymentGroupIds);

const item = fc
  .record({
    id: itemId,
    period: fc.constantFrom(1, 12, 24),
    isDisabled: fc.boolean(),
    mandatory: fc.boolean(),
    name: fc.constantFrom(null, '', 'srv-1'),
    tld: fc.constantFrom(undefined, 'sk', 'se'),
  })
  .map(({ id, period, isDisabled, mandatory, name, tld }) =>
    buildItem({
      id,
      period,
      isDisabled,
      mandatoryEditableProperties: mandatory ? ['name'] : [],
      properties: { name, ...(tld ? { tld, domain: `x.${tld}` } : {}) },
    }),
  );

const cart = fc
  .record({
    uuid: fc.constantFrom('cart-1', 'cart-2'),
    items: fc.uniqueArray(item, { maxLength: 3, selector: (i) => i.id }),
    loggedIn: fc.boolean(),
    billing: fc.boolean(),
    domain: fc.boolean(),
    domainProfileRequired: fc.boolean(),
    payment: fc.option(
      fc.record({
        groupId,
        optionId: fc.option(fc.constantFrom(...optionIds), { nil: null }),
        recurrence: fc.boolean(),
      }),
      { nil: null },
    ),
  })
  .map((c) =>
    buildCart({
      uuid: c.uuid,
      items: c.items,
      user: c.loggedIn ? user : null,
      billingProfile: c.billing ? buildBillingProfile() : null,
      domainProfile: c.domain ? buildDomainProfile() : null,
      domainProfileRequired: c.domainProfileRequired,
      paymentOption: c.payment,
    }),
  );

const option = fc
  .record({ id: fc.constantFrom(...optionIds), isDisabled: fc.boolean(), oldOtpBank: fc.boolean() })
  .map(({ id, ...rest }) => buildOption(id, rest));
const group = fc
  .record({
    id: groupId,
    options: fc.uniqueArray(option, { maxLength: 4, selector: (o) => o.id }),
    available: fc.boolean(),
    disable: fc.boolean(),
  })
  .map(({ id, options, available, disable }) => buildGroup(id, options, { available, disable }));

const error = fc
  .record({
    messageKey: fc.constantFrom(...keys),
    violation: fc.option(fc.constantFrom('properties.domain', 'note', 'code'), { nil: undefined }),
  })
  .map(({ messageKey, violation }) =>
    buildError({
      messageKey,
      violations: violation ? [{ propertyPath: violation, errors: [{ translationKey: messageKey }] }] : [],
    }),
  );

const message = fc.record({
  translationKey: fc.constantFrom(...keys),
  type: fc.constantFrom('error' as const, 'info' as const),
});

type Raw = { type: EventType; payload: unknown };
const ev =
  <T extends EventType>(type: T) =>
  (payload: unknown): Raw => ({ type, payload });

const rawEvent: fc.Arbitrary<Raw> = fc.oneof(
  fc.constantFrom(1, 2).map((workflow) => ev('app/booted')(bootPayload({ workflow: workflow as 1 | 2 }))),
  { arbitrary: cart.map((c) => ({ cart: c, command: 'load' })).map(ev('cart/received')), weight: 4 },
  fc
    .record({
      cart,
      command: fc.constantFrom(...cartCommandNames),
      commandId: fc.option(fc.constantFrom(...commandIds), { nil: undefined }),
    })
    .map(({ commandId, ...rest }) => ev('cart/received')({ ...rest, ...(commandId ? { commandId } : {}) })),
  {
    arbitrary: fc
      .record({
        command: fc.constantFrom(...cartCommandNames),
        itemId: fc.option(itemId, { nil: undefined }),
        commandId: fc.constantFrom(...commandIds),
      })
      .map(({ itemId: id, ...rest }) =>
        ev('cart/command-started')({ ...rest, ...(id ? { itemId: id } : {}) }),
      ),
    weight: 3,
  },
  {
    arbitrary: fc
      .record({
        command: fc.constantFrom(...cartCommandNames),
        itemId: fc.option(itemId, { nil: undefined }),
        commandId: fc.constantFrom(...commandIds),
        error,
      })
      .map(({ itemId: id, ...rest }) =>
        ev('cart/command-failed')({ ...rest, ...(id ? { itemId: id } : {}) }),
      ),
    weight: 2,
  },
  fc.constant(ev('cart/reset')({ reason: 'cart.not_found' })),
  fc.record({ path: fc.constantFrom(...paths), message }).map(ev('messages/shown')),
  fc
    .record({ path: fc.constantFrom(...paths), translationKey: fc.constantFrom(...keys) })
    .map(ev('messages/dismissed')),
  fc
    .option(fc.constantFrom(...paths), { nil: undefined })
    .map((path) => ev('messages/cleared')(path ? { path } : {})),
  fc.constantFrom(...paths).map((path) => ev('messages/subscribed')({ path })),
  fc.constantFrom(...paths).map((path) => ev('messages/unsubscribed')({ path })),
  fc.constant(ev('ui/side-panel-opened')({ panel: 'login' })),
  fc.constant(ev('ui/side-panel-closed')({})),
  { arbitrary: itemId.map((id) => ev('ui/item-drawer-toggled')({ itemId: id })), weight: 2 },
  fc.constant(ev('ui/item-drawer-closed')({})),
  fc.record({ itemId, saving: fc.boolean() }).map(ev('ui/item-drawer-saving')),
  fc.option(step, { nil: null }).map((s) => ev('ui/edit-mode-set')({ step: s })),
  step.map((s) => ev('steps/user-step-set')({ step: s })),
  fc.record({ step, cartUuid: fc.constantFrom('cart-1', 'cart-2') }).map(ev('steps/user-step-restored')),
  fc.constant(ev('steps/next-requested')({})),
  fc.constant(ev('steps/back-requested')({})),
  fc
    .uniqueArray(group, { maxLength: 4, selector: (g) => g.id })
    .map((groups) => ev('payment/options-received')({ groups })),
  groupId.map((id) => ev('payment/group-selected')({ groupId: id })),
  fc
    .record({
      groupId,
      optionId: fc.option(fc.constantFrom(...optionIds), { nil: null }),
      recurrence: fc.boolean(),
    })
    .map(ev('payment/option-selected')),
  fc
    .record({ tlds: fc.constantFrom(['sk'], ['se'], ['sk', 'se']), countryCode: fc.constantFrom('SK', 'SE') })
    .map((r) => ev('profiles/required-fields-received')({ ...r, fields: requiredFields(['birthday']) })),
  fc.constant(ev('profiles/billing-received')({ profiles: [buildBillingProfile()] })),
  fc
    .record({
      path: fc.constantFrom('/checkout', '/checkout/order', '/empty-cart'),
      search: fc.constantFrom('', '?step=payment-method'),
    })
    .map(ev('nav/changed')),
  fc.constantFrom('r1', 'r2').map((requestId) =>
    ev('api/requested')({
      requestId,
      method: 'GET',
      url: 'https://api.test/cart',
      pathTemplate: '/cart',
      headers: {},
      body: null,
    }),
  ),
  fc
    .constantFrom('r1', 'r2')
    .map((requestId) =>
      ev('api/responded')({ requestId, status: 200, headers: {}, body: null, durationMs: 3 }),
    ),
);

/** Turns raw events into envelopes: payloads parsed by their catalogue schema, seq = position. */
function toEnvelopes(raws: readonly Raw[]): AppEvent[] {
  return raws.map(
    (raw, seq) =>
      ({
        seq,
        at: seq * 10,
        type: raw.type,
        payload: catalogue[raw.type].schema.parse(raw.payload),
        v: EVENT_SCHEMA_VERSION,
      }) as AppEvent,
  );
}

export const eventSequence = (maxLength: number): fc.Arbitrary<AppEvent[]> =>
  fc.array(rawEvent, { minLength: 1, maxLength }).map(toEnvelopes);
