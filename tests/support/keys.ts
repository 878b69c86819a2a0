/**
 * Keys pressed as a customer presses them (user-event), telling whether the page took them: a
 * keydown whose default the page prevented (a combobox's Enter that chooses instead of submitting,
 * a dialog's Tab that wraps) is one the browser does not act on. Read on the window, after every
 * listener on the document and below it has run.
 */
import type { UserEvent } from '@testing-library/user-event';

/** Presses `keys` where the focus is; true when every keydown was left to the browser. */
export async function pressKeys(user: UserEvent, keys: string): Promise<boolean> {
  let left = true;
  const seen = (event: KeyboardEvent) => {
    left &&= !event.defaultPrevented;
  };
  window.addEventListener('keydown', seen);
  try {
    await user.keyboard(keys);
  } finally {
    window.removeEventListener('keydown', seen);
  }
  return left;
}
