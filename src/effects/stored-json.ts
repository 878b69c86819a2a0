/**
 * The one way effects read back what they keep in local storage: the JSON stored under a key, when
 * it parses and has the schema's shape; anything else (nothing stored, text that is not JSON, an
 * older shape) reads as nothing stored.
 */
import type * as z from 'zod/mini';
import type { KeyValueStorage } from './deps';

export function readStoredJson<S extends z.ZodMiniType>(
  storage: Pick<KeyValueStorage, 'getItem'>,
  key: string,
  schema: S,
): z.infer<S> | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
