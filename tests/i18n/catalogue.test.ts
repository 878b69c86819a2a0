/**
 * The committed catalogues stay complete and consistent: every locale has exactly en-US's keys, no
 * empty text, the same placeholders, and en-US carries the spec's English texts verbatim and a text
 * for every error key the contract's catalogue and the endpoint declarations name.
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../events/contract/endpoints/all';
import type { Endpoint } from '../../events/contract/endpoints/endpoint';
import { LOCALES, PSEUDO_LOCALE } from '../../src/i18n/locales';
import { catalogueFiles, placeholders, readCatalogue, readEnUs } from './catalogue-files';

const enUs = readEnUs();
const enKeys = Object.keys(enUs);

describe('locale catalogues', () => {
  it('exist for every locale except the generated pseudo-locale, and only for those', () => {
    const expected = LOCALES.filter((l) => l !== PSEUDO_LOCALE)
      .map((l) => `${l}.json`)
      .sort();
    expect(catalogueFiles()).toEqual(expected);
  });

  describe.each(catalogueFiles())('%s', (file) => {
    const catalogue = readCatalogue(file);
    const keys = Object.keys(catalogue);

    it('has exactly the en-US key set', () => {
      const missing = enKeys.filter((k) => !(k in catalogue));
      const extra = keys.filter((k) => !(k in enUs));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has a non-empty text for every key', () => {
      const empty = keys.filter(
        (k) => typeof catalogue[k] !== 'string' || (catalogue[k] as string).trim() === '',
      );
      expect(empty).toEqual([]);
    });

    it('keeps the placeholders of each en-US text', () => {
      const mismatched = enKeys
        .filter((k) => typeof catalogue[k] === 'string')
        .filter((k) => placeholders(catalogue[k] as string).join() !== placeholders(enUs[k] ?? '').join())
        .map((k) => `${k}: ${String(catalogue[k])}`);
      expect(mismatched).toEqual([]);
    });

    it('uses no i18next default {{double}} braces', () => {
      const doubled = keys.filter((k) => /\{\{|\}\}/.test(String(catalogue[k])));
      expect(doubled).toEqual([]);
    });
  });
});

describe('en-US catalogue', () => {
  const verbatim: Record<string, string> = {
    'validation.required': 'Field is required',
    'validation.email': 'Email format is not valid',
    'validation.too_short': 'Field input value is too short',
    'validation.too_long': 'Field input value is too long',
    'validation.domain_name': 'Invalid domain name',
    'validation.login': 'Invalid login',
    'validation.one_of_required': 'At least one field of the collection must be provided',
    'general.empty_form': 'Cannot submit an empty form',
    'wsk.validation.country_required': 'You need to provide country first',
    'validation.company_id': 'Invalid company ID, please try another',
    'validation.vat_id.cz': 'Invalid TaxID',
    'validation.vat_id': 'Invalid VAT ID',
    'validation.bonus_card': 'Invalid bonus card',
    'validation.login_taken': 'Login is already taken, please choose another',
    'validation.server_name_taken': 'Server name is already taken, please choose another',
    'validation.consent.terms': 'Consent terms of service is required',
    'validation.consent.third_party': 'Consent 3rd party data usage is required',
    'validation.place_not_found': 'Place was not found, please try less specific first',
    'wsk.ws_uploader.validation.file_type': 'File type is not valid',
    'wsk.ws_uploader.validation.file_size': 'File size is over limit ({limit})',
    'wsk.general.unknown_error': 'Unknown error',
    'wsk.general.unknown_error_id': 'Unknown error ({id})',
    'general.server_error': 'We apologise, but this is unexpected result, something went wrong',
    'general.unexpected': 'We apologise, but this is unexpected result, something went wrong',
    'general.not_found_out_of_sync':
      'Requested resource was not found on our servers, your session seems to be out of sync, please try to refresh tab.',
    'polling.limit_exceeded': "Server polling exceeded it's connection limit.",
    'domain_checker.protocol': 'domain cannot contain protocol',
    'domain_checker.no_domain_to_check': 'no domain to check',
    'boot.main_content_missing': '#main-content element not found',
    'boot.data_params_missing': 'data-params attribute on #main-content not found',
    'boot.config_missing': 'App configuration not found!',
    'not_found.title': 'You might have gotten lost',
    'cart.empty.search_placeholder': 'check domain availability',
    'step.domain-profile.swedish': 'User information',
    'app.loading': 'Loading…',
    'cart.or': 'or',
    'website_flow.step1.title': 'Choose a design tool',
    'website_flow.step2.title': 'Choose hosting',
    'website_flow.prev': 'Prev step',
    'website_flow.next': 'Next step',
  };

  it.each(Object.entries(verbatim))('says %s exactly as the spec does', (key, text) => {
    expect(enUs[key]).toBe(text);
  });

  const stepNames = [
    'cart',
    'billing-profile',
    'domain-profile',
    'payment-method',
    'service-settings',
    'recapitulation',
  ];
  const thankYouKeys = [
    'success',
    'processing',
    'confirm',
    'mail',
    'transfer',
    'fail',
    'cancel',
    'exception',
  ];
  const contractKeys = [
    'cart.not_found',
    'cart.not_prepared',
    'cart.item_not_found',
    'cart.invalid_product_data',
    'cart.item_already_in_cart',
    'integrity.price_outdated',
    'integrity.capacity_not_available',
    'integrity.cpu_not_available',
    'integrity.ram_not_available',
    'integrity.ip_not_available',
    'integrity.os_not_available',
    'integrity.snapshot_slot_not_available',
    'payment.card_failed',
    'payment.credit_failed',
    'payment.verification_failed',
    'payment.option_not_found',
    'payment.card_expired',
    'payment.card_disabled',
    'profile.not_found',
    'profile.not_created',
    'profile.not_updated',
    'profile.pending_change_request',
    'profile.not_usable',
    'order.not_created',
    'order.unpaid_invoice',
    'order.coupon_duplicity',
    'order.unsupported_product',
    'quick_order.failed',
    'checkout.failed',
    'checkout.insufficient_credit',
    'general.outage',
    'general.server_error',
    'user.unauthorized',
    'domain_checker.tld_not_offered',
    'domain_checker.invalid_name',
    'domain_checker.cannot_resolve_availability',
    'domain_checker.no_domain_to_check',
    'domain.not_available',
    'domain.current_user_is_not_the_owner',
    'domain.is_registered_elsewhere',
    'domain.already_uses_business_mail',
    'domain.user_not_logged_in',
    'migration.file_not_found',
    'server_form.offer_not_found',
    'validation.invalid_form',
    'validation.hosting_package_change.not_available',
    'validation.cart_item.cannot_downgrade',
    'validation.payment_option.not_set',
    'validation.payment_option.not_set_card',
    'validation.payment_option.not_set_banking',
    'validation.payment_option.option_invalid',
    'validation.billing_profile.not_set',
    'validation.domain_profile.not_set',
    'validation.duplicate_domain_profile',
    'validation.coupon.not_found',
    'validation.coupon.not_applicable',
    'validation.consent.terms',
    'validation.consent.third_party',
    'validation.required',
    'validation.email',
    'validation.too_short',
    'validation.too_long',
    'validation.domain_name',
    'validation.login',
    'validation.login_taken',
    'validation.password_weak',
    'validation.server_name_taken',
    'validation.one_of_required',
    'validation.phone',
    'validation.postal_code',
    'validation.full_name',
    'validation.company_id',
    'validation.vat_id',
    'validation.tax_id',
    'validation.bonus_card',
    'wsk.validation.country_required',
    'wsk.ws_uploader.validation.file_type',
    'wsk.ws_uploader.validation.file_size',
    'exception.cart.not_fetched',
    'exception.files_state_missing',
    'list.load_error',
    'boot.config_invalid',
    'boot.company_unknown',
    'not_found.back',
    ...stepNames.map((s) => `cart.invalid_step.${s}`),
    ...stepNames.map((s) => `step.${s}`),
    ...[
      'not_available',
      'current_user_is_not_the_owner',
      'is_registered_elsewhere',
      'already_uses_business_mail',
    ].map((k) => `domain.${k}.redirect_prompt`),
    ...thankYouKeys.flatMap((k) => [`thank_you.${k}.title`, `thank_you.${k}.text`]),
    ...['card', 'credit', 'banking', 'transfer', 'qrcode', 'later'].map((g) => `payment.group.${g}`),
  ];

  it('has a text for every key of the contract error catalogue, step, outcome and payment group', () => {
    expect(contractKeys.filter((k) => !(k in enUs))).toEqual([]);
  });

  it('has a text for every error key an endpoint declaration documents', () => {
    const declared = Object.values(allEndpoints).flatMap((endpoint: Endpoint) =>
      Object.values(endpoint.errors ?? {}).flat(),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect([...new Set(declared)].filter((k) => !(k in enUs))).toEqual([]);
  });
});
