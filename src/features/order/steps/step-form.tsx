/**
 * A checkout step as one form (issue 23): its fields, then its buttons (step-actions.tsx), so that
 * Enter in a field submits the step as its Continue / Save button does, and a disabled submit (busy,
 * not ready) stops Enter too. The browser's own validation is off: the step's rules show their
 * messages, and a refused submit focuses the first invalid field (src/effects/steps/scroll.ts).
 */
import type { FormEvent, ReactNode } from 'react';
import { StepActions } from './step-actions';

export function StepForm({
  submitKey,
  busy,
  disabled = false,
  className,
  onSubmit,
  children,
}: {
  submitKey: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !disabled) onSubmit();
  };
  return (
    <form className={className} noValidate onSubmit={submit}>
      {children}
      <StepActions submitKey={submitKey} busy={busy} disabled={disabled} />
    </form>
  );
}
