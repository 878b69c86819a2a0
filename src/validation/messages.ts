/**
 * The message keys of the form rules (spec §5, contract §9). Rules return these keys and views
 * translate them, so the English texts stay verbatim in the catalogue and nowhere else.
 */
export const messages = {
  required: 'validation.required',
  email: 'validation.email',
  tooShort: 'validation.too_short',
  tooLong: 'validation.too_long',
  login: 'validation.login',
  loginTaken: 'validation.login_taken',
  passwordWeak: 'validation.password_weak',
  oneOf: 'validation.one_of_required',
  countryRequired: 'wsk.validation.country_required',
  name: 'validation.full_name',
  postalCode: 'validation.postal_code',
  document: 'validation.document',
  phone: 'validation.phone',
  date: 'validation.date',
  companyId: 'validation.company_id',
  vatId: 'validation.vat_id',
  vatIdCz: 'validation.vat_id.cz',
  taxId: 'validation.tax_id',
  bonusCard: 'validation.bonus_card',
  bonusCardNames: 'validation.bonus_card.names_required',
  terms: 'validation.consent.terms',
  invalidForm: 'validation.invalid_form',
  emptyForm: 'general.empty_form',
  digitsOnly: 'validation.digits_only',
  domainName: 'validation.domain_name',
  noDomainToCheck: 'domain_checker.no_domain_to_check',
  domainProtocol: 'domain_checker.protocol',
  vdcName: 'validation.service_name.vdc',
  vpsName: 'validation.service_name.vps',
  serverName: 'validation.service_name.server',
  serverNameTaken: 'validation.server_name_taken',
  fileType: 'wsk.ws_uploader.validation.file_type',
  fileSize: 'wsk.ws_uploader.validation.file_size',
} as const;

export type MessageKey = (typeof messages)[keyof typeof messages];
