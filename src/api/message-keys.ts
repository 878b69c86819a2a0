/**
 * Catalogue keys the API client itself produces (spec §8, contract §1.7, §1.9, §9). One place, so
 * the locale files and the error-routing projections can be checked against the same list.
 */
export const messageKeys = {
  networkError: 'general.network_error',
  timeout: 'general.timeout',
  invalidReply: 'general.invalid_reply',
  cartValueMissing: 'exception.cart.value_missing',
  unexpected: 'general.unexpected',
  notFoundOutOfSync: 'general.not_found_out_of_sync',
  serverError: 'general.server_error',
  outage: 'general.outage',
  unauthorized: 'user.unauthorized',
  invalidForm: 'validation.invalid_form',
  unknownError: 'wsk.general.unknown_error',
  unknownErrorId: 'wsk.general.unknown_error_id',
  abort: 'ws-abort',
  noDomainToCheck: 'domain_checker.no_domain_to_check',
  pollingLimitExceeded: 'polling.limit_exceeded',
} as const;
