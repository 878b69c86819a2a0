/**
 * Error keys several endpoint declarations document (api-contract.md §9), written once.
 */
export const countryRequired = 'wsk.validation.country_required';
export const integrity = [
  'integrity.capacity_not_available',
  'integrity.cpu_not_available',
  'integrity.ram_not_available',
  'integrity.ip_not_available',
  'integrity.os_not_available',
  'integrity.snapshot_slot_not_available',
];
export const domainKeys = [
  'domain.not_available',
  'domain.current_user_is_not_the_owner',
  'domain.is_registered_elsewhere',
  'domain.already_uses_business_mail',
  'domain.user_not_logged_in',
];
export const invalidStep = [
  'cart.invalid_step.cart',
  'cart.invalid_step.billing-profile',
  'cart.invalid_step.domain-profile',
  'cart.invalid_step.payment-method',
  'cart.invalid_step.service-settings',
  'cart.invalid_step.recapitulation',
];
export const fieldKeys = [
  'validation.required',
  'validation.too_short',
  'validation.too_long',
  'validation.email',
  'validation.phone',
  'validation.postal_code',
  'validation.full_name',
];
export const companyKeys = ['validation.company_id', 'validation.vat_id', 'validation.tax_id'];
export const paymentOptionKeys = [
  'validation.payment_option.not_set',
  'validation.payment_option.not_set_card',
  'validation.payment_option.not_set_banking',
  'validation.payment_option.option_invalid',
];
export const itemNotFound = { 404: ['cart.item_not_found'] };
