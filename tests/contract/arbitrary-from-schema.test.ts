/**
 * The schema-to-arbitrary generator behind the generated-replies tests makes only values the wire
 * schemas accept, for every reply and body schema of the contract, and leaves out what the contract
 * lets a provider leave out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { Cart, CartWithNewItems } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import {
  CrossSellResponse,
  DedicatedServerOffer,
  DomainBundle,
  FormOptionGroup,
  HostingTutorialProduct,
  OneLicensePrice,
  TldCategory,
} from '../../events/contract/offers';
import { CheckoutReply, PaymentOptionGroup } from '../../events/contract/payment';
import { BillingProfile, DomainProfile, RequiredFields } from '../../events/contract/profiles';
import {
  AddItemRequest,
  DonationRequest,
  NewUserRequest,
  UpdateItemRequest,
} from '../../events/contract/requests';
import { arbitraryFromSchema } from '../support/arbitrary-from-schema';
import { cartArb } from '../support/contract-arbitraries';

const schemas: Record<string, z.ZodMiniType> = {
  Cart,
  CartWithNewItems,
  ErrorBody,
  CrossSellResponse,
  DedicatedServerOffer,
  DomainBundle,
  FormOptionGroup,
  HostingTutorialProduct,
  OneLicensePrice,
  TldCategory,
  CheckoutReply,
  PaymentOptionGroup,
  BillingProfile,
  DomainProfile,
  RequiredFields,
  AddItemRequest,
  DonationRequest,
  NewUserRequest,
  UpdateItemRequest,
};

describe('values generated from a wire schema', () => {
  it.each(Object.entries(schemas))('are accepted by %s', (_, schema) => {
    fc.assert(
      fc.property(arbitraryFromSchema(schema), (value) => {
        const parsed = schema.safeParse(value);
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 2)).toEqual([]);
      }),
      { numRuns: 20, seed: 28 },
    );
  });

  it('leave nullable cart fields out, null and filled, and add unknown fields a client must ignore', () => {
    const carts = fc.sample(cartArb(true), { numRuns: 60, seed: 28 });
    const note = (c: Cart) => (c.note === null ? 'null' : 'filled');
    expect(new Set(carts.map(note))).toEqual(new Set(['null', 'filled']));
    const raw = fc.sample(arbitraryFromSchema(Cart), { numRuns: 60, seed: 28 });
    expect(raw.some((c) => !('note' in c))).toBe(true);
    expect(raw.some((c) => 'unknownExtraField' in c)).toBe(true);
  });
});
