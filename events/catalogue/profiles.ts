/**
 * The customer's saved billing and domain profiles and the fields domain registries require.
 */
import * as z from 'zod';
import { AppError } from '../app-error';
import { BillingProfile, DomainProfile, RequiredFields } from '../contract/profiles';
import { fact, intent } from '../define';

export const profileEvents = {
  'profiles/load-requested': intent(z.object({ which: z.enum(['billing', 'domain', 'both']) })),
  'profiles/billing-received': fact(z.object({ profiles: z.array(BillingProfile) })),
  'profiles/domain-received': fact(z.object({ profiles: z.array(DomainProfile) })),
  'profiles/load-failed': fact(z.object({ which: z.enum(['billing', 'domain']), error: AppError })),
  'profiles/required-fields-received': fact(
    z.object({ tlds: z.array(z.string()), countryCode: z.string(), fields: RequiredFields }),
  ),
};
