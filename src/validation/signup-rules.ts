/**
 * The sign-up fields outside the address (spec §5 "Sign-up", contract E39): login (required, 2–125
 * letters, digits and `@ - . _`), password strength, and the terms consent that sign-up forces.
 * Login uniqueness is the server's answer (E41) and is merged in by the form, not checked here.
 */
import { acceptedStruct, textRules, textStruct, type FieldStruct } from './field-rules';
import { validateForm, type FieldErrors } from './form-rules';
import { messages } from './messages';
import { passwordStruct } from './password';

export const loginStruct: FieldStruct = textStruct('login', { ...textRules.login, required: true });

function signupStructs(): Record<string, FieldStruct> {
  return {
    login: loginStruct,
    password: passwordStruct(),
    terms: acceptedStruct('terms', messages.terms),
  };
}

export function validateSignup(values: { login: unknown; password: unknown; terms: unknown }): FieldErrors {
  return validateForm(values, signupStructs());
}
