/**
 * Shows a startup error (spec §8) without React: if `#main-content` is missing the message goes
 * into a new element in <body>, so the page is never blank.
 */
export function renderBootError(doc: Document, root: HTMLElement | null, text: string): void {
  const host = root ?? doc.body.appendChild(doc.createElement('div'));
  host.replaceChildren();
  const box = doc.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  box.textContent = text;
  host.appendChild(box);
}
