/**
 * Sign-up during the order (spec §4 "Sign-up", contract E39–E41): the login's availability is
 * asked while it is typed (at most once a second), the submit carries the whole new-user request
 * (the password is redacted before the event is stored, so only the request sent to the provider
 * ever holds it), and the outcome moves the customer to payment or puts messages on the fields.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { NewUserRequest } from '../contract/requests';
import { fact, intent } from '../define';
import { ProfileFormId } from './profiles';

export const signupEvents = {
  'signup/login-check-started': fact(z.object({ login: z.string() })),
  'signup/login-checked': fact(z.object({ login: z.string(), free: z.boolean() })),
  'signup/login-check-failed': fact(z.object({ login: z.string(), error: AppError })),
  /** The generated password was copied (the copy itself happens in the view: it is a secret). */
  'signup/password-copied': intent(z.object({})),
  'signup/password-hint-expired': fact(z.object({})),
  /**
   * `billingForm` / `domainForm`: which forms the request's profiles came from, so violations
   * (`billingProfile.street`) land on the right field.
   */
  'signup/submitted': intent(
    z.object({
      request: NewUserRequest,
      billingForm: ProfileFormId,
      domainForm: z.nullable(ProfileFormId),
    }),
    { sensitive: ['password'] },
  ),
  'signup/succeeded': fact(
    z.object({ redirect: z.nullable(z.string()), domainProfileId: z.nullable(z.number()) }),
  ),
  'signup/failed': fact(
    z.object({ error: AppError, billingForm: ProfileFormId, domainForm: z.nullable(ProfileFormId) }),
  ),
};
