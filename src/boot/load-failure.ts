/**
 * What the customer sees when the app's own code cannot be loaded (a boot stage's chunk lost to the
 * network, src/main.tsx): index.html's loading indicator gives way to the network-error message in
 * the page's language (the early script put it on the indicator, scripts/build/early-start.mjs),
 * announced, instead of a loading line that never ends. Without that text (a host page that does
 * not use our index.html) the indicator is left as it is.
 */
export function showLoadFailure(doc: Document): void {
  const spinner = doc.querySelector<HTMLElement>('#main-content .spinner[data-failed-text]');
  doc.documentElement.dataset.app = 'failed';
  if (!spinner) return;
  const message = doc.createElement('p');
  message.className = 'message message--error';
  message.setAttribute('role', 'alert');
  message.textContent = spinner.dataset.failedText ?? '';
  spinner.replaceWith(message);
}
