/**
 * Deep freezing of plain data, shared by the fold (every state it returns is frozen) and the API
 * client (a validated reply is frozen at the boundary, so whatever a payload or the state takes from
 * it is immutable from the start and the fold finds it already frozen: decision 007).
 */
/**
 * Freezes a value and everything in it that is not frozen yet, as immer's `freeze(value, true)`
 * does (it stops at frozen parts, so a new slice costs only its new objects), with a quicker walk
 * over plain objects and arrays. Anything else (the log and the state hold plain data only) is
 * frozen itself, not walked.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    Object.freeze(value);
    for (let i = 0; i < value.length; i++) deepFreeze(value[i] as unknown);
    return value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return Object.freeze(value);
  Object.freeze(value);
  // for-in (own keys only: plain objects inherit no enumerable keys) allocates no key list.
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
