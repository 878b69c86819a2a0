/**
 * The loading indicator as pure data: its class names and its text's key. The React spinner
 * (spinner.tsx) and index.html's early start (src/early-paint/early-start.ts), which shows it before
 * the app, both read them; the early paint and the load failure (src/boot/load-failure.ts) find it by
 * its class.
 */
export const spinnerClasses = {
  root: 'spinner',
  dot: 'spinner__dot',
  label: 'spinner__label',
} as const;

export const loadingKey = 'app.loading';
