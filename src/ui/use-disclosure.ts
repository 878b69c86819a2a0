/**
 * Open state of a small disclosure (the header's account menu below md, decision 031; a cart item's
 * "⋮" menu): the button
 * toggles it; Escape closes it and gives focus back to the button; a press or focus outside closes
 * it. Presentation only, like a native <details>: nothing the customer ordered depends on it, so it
 * is view state and not an event.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** `root` holds the button and its panel; `button` gets the focus back on Escape. */
export function useDisclosure(
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && root.current?.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, button]);
  return [open, toggle];
}
