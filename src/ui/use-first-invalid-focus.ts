/**
 * Focus for a form whose messages are view state (a service setting's rules run in the view): after
 * a refused submit has rendered its messages, the first field marked `aria-invalid` in the form gets
 * the focus, which also scrolls it into view. Profile forms, whose refusals are in the log, get the
 * same from the scroll effect (src/effects/steps/scroll.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFirstInvalidFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, refused };
}
