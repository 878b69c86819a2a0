/**
 * Structural equality of what a selector returns (plain data: objects, arrays, primitives), for
 * `useAppSelector`: a view that derives a fresh object from the state each time, or that reads a
 * cart item out of a new `cart/received` reply, re-renders only when a value it shows changed.
 * Identical references stop the walk at once, so comparing parts the fold kept is free.
 */
export function sameView(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameView(v, b[i]));
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => k in y && sameView(x[k], y[k]));
}
