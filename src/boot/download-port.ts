/**
 * The real page behind the effects' download port (src/effects/runtime/deps.ts `DownloadPort`, decision
 * 020): an action button's file goes to the browser through an object URL on a hidden anchor with
 * the server's file name, clicked once and removed; the URL is revoked after the click has been
 * handled.
 */
import type { DownloadPort } from '../effects/runtime/deps';

export function windowDownloadPort(win: Window & typeof globalThis = window): DownloadPort {
  return {
    save(blob, fileName) {
      const doc = win.document;
      const url = win.URL.createObjectURL(blob);
      const anchor = doc.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.rel = 'noopener';
      anchor.hidden = true;
      doc.body.append(anchor);
      anchor.click();
      anchor.remove();
      win.setTimeout(() => win.URL.revokeObjectURL(url), 0);
    },
  };
}
