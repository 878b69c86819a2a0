/**
 * The shape of the profile-forms read model (projections/profiles/forms.ts), apart so projections/state.ts can
 * name the slice without importing the reducer: each open profile form with its committed values,
 * which fields were committed, the provider's messages per field, the validation-API checks, and
 * the sign-up's login check and password hint.
 */
import type { CheckedField, FormValues, ProfileFormId } from '../../events/catalogue/profiles';
import type { ErrorItem } from '../../events/contract/errors';

type IdentifierCheck =
  | { status: 'checking'; value: string }
  | { status: 'valid'; value: string }
  | { status: 'invalid'; value: string; messageKey: string }
  | { status: 'failed'; value: string; messageKey: string };

type FormStatus = 'editing' | 'saving' | 'saved';

export interface ProfileForm {
  /** The saved profile it edits; null for a new one. */
  profileId: number | null;
  /** Committed values (phone as `+421…`, e-mails as comma-separated text). */
  values: FormValues;
  /** The values it opened with, to tell a changed profile from an unchanged one. */
  initial: FormValues;
  /** Fields committed at least once: their messages show. */
  touched: string[];
  /** A submit was tried: every field's message shows. */
  submitted: boolean;
  /** The provider's message per field (violations), cleared when the field changes. */
  serverErrors: Record<string, ErrorItem>;
  checks: Partial<Record<CheckedField, IdentifierCheck>>;
  status: FormStatus;
  /** A message for the form as a whole (no field to put it on). */
  error: ErrorItem | null;
}

export type LoginCheck =
  | { status: 'idle' }
  | { status: 'checking'; login: string }
  | { status: 'free'; login: string }
  | { status: 'taken'; login: string };

interface SignupState {
  /**
   * checking: the reply was lost and the app reads what became of the sign-up; unknown: that
   * reading failed too (Try again reads again); may-exist: the login is taken while the session is
   * anonymous, so the account may exist (decision 076).
   */
  status: 'idle' | 'submitting' | 'succeeded' | 'failed' | 'checking' | 'unknown' | 'may-exist';
  login: LoginCheck;
  /** 'saved in clipboard' is shown (for 5 s). */
  passwordCopied: boolean;
}

/** The domain-profile step's radio: a saved profile, a new one, or one from the billing profile. */
export type DomainChoice = number | 'new' | 'billing';

export interface ProfileFormsState {
  forms: Partial<Record<ProfileFormId, ProfileForm>>;
  /** The form open in the drawer, if any. */
  drawer: ProfileFormId | null;
  /** The domain-profile step's radio; null = follow the cart. */
  domainChoice: DomainChoice | null;
  signup: SignupState;
}

export const initialProfileFormsState: ProfileFormsState = {
  forms: {},
  drawer: null,
  domainChoice: null,
  signup: { status: 'idle', login: { status: 'idle' }, passwordCopied: false },
};
