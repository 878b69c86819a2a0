/**
 * Suggestions for what a customer is typing, as view-local state (decision 052): the lookup runs
 * after a pause in typing (the field's debounce), within a time limit (decision 038), and a newer
 * text aborts the older lookup. A lookup that fails or runs out of time gives no suggestions and
 * says nothing: the field stays a plain input and typing is never held up. Nothing here enters the
 * event log; only the customer's choice does, as the form's field changes.
 */
import { useEffect, useRef, useState } from 'react';

export type Suggestions<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; items: T[] }
  | { status: 'none' }
  | { status: 'failed' };

export interface SuggestionsOptions<T> {
  /** The text typed; null while the customer is not typing in the field (no lookup). */
  text: string | null;
  /** Whether a text may be looked up (its length and characters). */
  accepts(text: string): boolean;
  lookup(text: string, signal: AbortSignal): Promise<T[]>;
  debounceMs: number;
  limitMs: number;
}

export function useSuggestions<T>(options: SuggestionsOptions<T>): Suggestions<T> {
  const { text, debounceMs, limitMs } = options;
  const [state, setState] = useState<{ text: string | null; result: Suggestions<T> }>({
    text: null,
    result: { status: 'idle' },
  });
  // The latest functions, so a re-render with new closures does not start the lookup again.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const accepted = text !== null && options.accepts(text);

  useEffect(() => {
    if (!accepted || text === null) return undefined;
    const controller = new AbortController();
    let limit: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: Suggestions<T>) => {
      if (controller.signal.aborted) return;
      clearTimeout(limit);
      controller.abort();
      setState({ text, result });
    };
    const pause = setTimeout(() => {
      setState({ text, result: { status: 'searching' } });
      limit = setTimeout(() => settle({ status: 'failed' }), limitMs);
      latest.current.lookup(text, controller.signal).then(
        (items) => settle(items.length > 0 ? { status: 'found', items } : { status: 'none' }),
        () => settle({ status: 'failed' }),
      );
    }, debounceMs);
    return () => {
      clearTimeout(pause);
      clearTimeout(limit);
      controller.abort();
    };
  }, [accepted, text, debounceMs, limitMs]);

  // What was found for another text (or before the field was left) is not shown.
  return accepted && state.text === text ? state.result : { status: 'idle' };
}
