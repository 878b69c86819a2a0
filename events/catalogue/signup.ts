/**
 * Sign-up during the order (spec §4 "Sign-up", contract E39–E41): the login's availability is
 * asked while it is typed (at most once a second), the submit carries the whole new-user request
 * (the password is redacted before the event is stored, so only the request sent to the provider
 * ever holds it), and the outcome moves the customer to payment or puts messages on the fields.
 * A sign-up whose reply was lost has an unknown outcome, found out by reading the session and the
 * login's availability, never by signing up again (docs/decisions/076-unknown-outcome-of-a-create.md).
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
  /**
   * No reply the provider gave (the network, the time limit, a gateway): the account may exist.
   * The app reads the session and the login's availability; the button does not sign up again.
   */
  'signup/outcome-unknown': fact(
    z.object({
      login: z.string(),
      error: AppError,
      billingForm: ProfileFormId,
      domainForm: z.nullable(ProfileFormId),
    }),
  ),
  /** Try again after the reading failed: reads again, never signs up again. */
  'signup/recheck-requested': intent(z.object({})),
  /** Reading the outcome failed too (the network is still down): still unknown. */
  'signup/recheck-failed': fact(z.object({ error: AppError })),
  /**
   * What the reading found: `created` (the session is the new customer's: go on as after a
   * sign-up), `may-exist` (the login is taken, the session is anonymous: log in to continue),
   * `not-created` (the login is still free: the sign-up did not happen).
   */
  'signup/outcome-settled': fact(z.object({ outcome: z.enum(['created', 'may-exist', 'not-created']) })),
};
