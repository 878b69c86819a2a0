/**
 * The one announced summary of a form's errors (issue 23): a live region that is always in the page,
 * so a screen reader hears its message when a refused submit (or the provider) fills it, once per
 * form. The messages under the fields are not live themselves: they stay visible and tied to their
 * inputs (aria-describedby, aria-invalid), and the first invalid field gets the focus.
 */
export function FormErrorSummary({ text, className = '' }: { text: string | null; className?: string }) {
  return (
    <div className={`form-error-summary ${className}`.trim()} role="alert" aria-atomic="true">
      {text && <p className="message message--error">{text}</p>}
    </div>
  );
}
