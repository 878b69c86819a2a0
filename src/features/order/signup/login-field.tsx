/**
 * The sign-up login (spec §5): format and length by the rules, uniqueness by the provider (asked
 * while typing, at most once a second, by src/effects/signup/signup.ts): 'Login is already taken, please
 * choose another' once the provider says so for the login in the field.
 */
import type { LoginCheck } from '../../../../projections/profiles/forms-state';
import { TextField } from '../address/text-field';

export function loginCheckMessage(check: LoginCheck, login: string): { error?: string; note?: string } {
  if (check.status === 'idle' || check.login !== login.trim()) return {};
  if (check.status === 'taken') return { error: 'validation.login_taken' };
  if (check.status === 'checking') return { note: 'signup.login.checking' };
  return { note: 'signup.login.free' };
}

export function LoginField(props: {
  committed: string;
  check: LoginCheck;
  error: string | undefined;
  disabled: boolean;
  onCommit(value: string): void;
  onEdit(value: string): void;
}) {
  const fromCheck = loginCheckMessage(props.check, props.committed);
  return (
    <TextField
      id="signup-login"
      labelKey="signup.login"
      committed={props.committed}
      required
      error={props.error ?? fromCheck.error}
      note={fromCheck.note}
      autoComplete="username"
      disabled={props.disabled}
      onCommit={props.onCommit}
      onEdit={props.onEdit}
    />
  );
}
