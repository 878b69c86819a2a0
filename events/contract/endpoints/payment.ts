/**
 * The main API's payment options and checkout E36–E37 (api-contract.md §5, §7), declared once
 * (endpoint.ts says what a declaration holds).
 */
import * as z from 'zod/mini';
import { CheckoutReply, CheckoutRequest, PaymentOptionGroup } from '../payment';
import { endpoint } from './endpoint';
import { domainKeys, integrity, invalidStep, paymentOptionKeys } from './error-keys';

export const paymentApi = {
  getPaymentOptions: endpoint({
    e: 36,
    method: 'get',
    path: '/payment-options',
    base: 'main',
    auth: 'user',
    summary: 'Payment option groups for the current cart',
    success: { status: 200, schema: z.array(PaymentOptionGroup) },
    section: '§5',
  }),
  checkout: endpoint({
    e: 37,
    method: 'post',
    path: '/checkout',
    base: 'main',
    auth: 'user',
    summary: 'Finish the order (outcomes in contract §7)',
    body: CheckoutRequest,
    success: { status: 200, schema: CheckoutReply },
    errors: {
      422: [
        'validation.consent.terms',
        'validation.consent.third_party',
        'validation.billing_profile.not_set',
        'validation.domain_profile.not_set',
        'profile.not_usable',
        ...paymentOptionKeys,
        'payment.option_not_found',
        'checkout.insufficient_credit',
        ...invalidStep,
        'cart.invalid_product_data',
        'integrity.price_outdated',
        ...integrity,
        ...domainKeys.filter((k) => k !== 'domain.user_not_logged_in'),
        'order.coupon_duplicity',
        'order.unsupported_product',
        'order.not_created',
        'order.unpaid_invoice',
        'payment.card_failed',
        'payment.credit_failed',
        'payment.verification_failed',
        'checkout.failed',
      ],
    },
    section: '§5, §7',
    timeLimit: 'order',
  }),
} as const;
