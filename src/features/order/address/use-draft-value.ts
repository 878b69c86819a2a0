/**
 * Keystrokes stay in the view: the input shows a local draft while it is being edited and commits
 * the value on blur, only when it changed (spec §5 "validation on blur when changed"). When the
 * committed value changes from elsewhere (the form reopened, the Czech VAT sync), the draft follows.
 * `editing` is true between a change and the next blur: the field's message is hidden meanwhile
 * ("field messages cleared on change"). Enter commits too: it submits the field's form (issue 23),
 * whose submit must judge and send what the field shows, not what it held before.
 */
import { useState } from 'react';

export interface DraftValue {
  value: string;
  editing: boolean;
  change(next: string): void;
  blur(): void;
  /** Shows a value the form has just been given (a chosen suggestion) as settled, not being edited. */
  settle(value: string): void;
  /** The field's keydown: Enter commits before the form's submit reads the form. */
  keyDown(event: { key: string }): void;
}

export function useDraftValue(
  committed: string,
  commit: (value: string) => void,
  edit?: (value: string) => void,
): DraftValue {
  const [draft, setDraft] = useState({ value: committed, base: committed, editing: false });
  let current = draft;
  if (draft.base !== committed && !draft.editing) {
    current = { value: committed, base: committed, editing: false };
    setDraft(current);
  }
  const blur = () => {
    // Compared with the value the field last settled on: a live field's edits already reached
    // the form, yet leaving the field is still its commit.
    const changed = current.value !== current.base || current.value !== committed;
    setDraft({ value: current.value, base: current.value, editing: false });
    if (changed) commit(current.value);
  };
  return {
    value: current.value,
    editing: current.editing,
    change(next) {
      setDraft({ value: next, base: current.base, editing: true });
      edit?.(next);
    },
    blur,
    keyDown(event) {
      if (event.key === 'Enter') blur();
    },
    settle(value) {
      // Based on the committed value it replaces: the draft follows once the form holds the new one.
      setDraft({ value, base: committed, editing: false });
    },
  };
}
