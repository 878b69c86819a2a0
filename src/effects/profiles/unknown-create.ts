/**
 * A new billing or domain profile whose create reply was lost (decision 076): the outcome is found
 * out by reading the profile list again, never by creating again. A profile with what was sent that
 * was not in the list before is the one created; none means it was not; a list that cannot be read
 * leaves it unknown, and the form's next save reads first instead of creating.
 */
import type { ProfileFormId } from '../../../events/catalogue/profiles';
import { clientError } from '../../api/failures';
import { failWith, succeed, type Result } from '../../api/result';
import { isUnknownOutcome } from '../../api/unknown-outcome';
import type { EffectLog } from '../runtime/deps';

/** Said on the form when the list could not be read either: its next save reads first. */
export const PROFILE_OUTCOME_UNKNOWN = 'profiles.outcome_unknown';

/** The ids listed before the create (null: the list was not known, any match counts). */
type Known = readonly number[] | null;

export interface CreateOnce<T extends { id: number }> {
  form: ProfileFormId;
  /** The ids the customer's list had when the save was asked. */
  known: Known;
  create: () => Promise<Result<T>>;
  /** Reads the list again (E28 / E31) and records what came (its `…-received` fact). */
  read: () => Promise<Result<T[]>>;
  /** Whether a listed profile holds what the customer sent. */
  matches: (profile: T) => boolean;
}

/** Per flow: the forms whose last create has an unknown outcome, with the ids known before it. */
export type UnknownCreates = Map<ProfileFormId, Known>;

/**
 * The create's result, with a lost reply settled by reading the list: the profile found counts as
 * created; not found is the original failure; a list that cannot be read is `PROFILE_OUTCOME_UNKNOWN`
 * (and `pending` remembers the form, so its next save reads before it creates).
 */
export async function createOnce<T extends { id: number }>(
  log: EffectLog,
  pending: UnknownCreates,
  o: CreateOnce<T>,
): Promise<Result<T>> {
  const earlier = pending.get(o.form);
  if (earlier !== undefined) {
    const found = await readBack(log, pending, { ...o, known: earlier });
    if (found !== 'not-created') return found;
  }
  const result = await o.create();
  if (result.ok || !isUnknownOutcome(result.error)) return result;
  log.append('profiles/create-outcome-unknown', { form: o.form, error: result.error });
  const found = await readBack(log, pending, o);
  return found === 'not-created' ? result : found;
}

async function readBack<T extends { id: number }>(
  log: EffectLog,
  pending: UnknownCreates,
  o: CreateOnce<T>,
): Promise<Result<T> | 'not-created'> {
  const { form, known } = o;
  const list = await o.read();
  if (!list.ok) {
    pending.set(form, known);
    log.append('profiles/create-outcome-settled', { form, outcome: 'unknown', profileId: null });
    return failWith(clientError(PROFILE_OUTCOME_UNKNOWN));
  }
  pending.delete(form);
  const found = list.value.find((p) => (known === null || !known.includes(p.id)) && o.matches(p));
  log.append('profiles/create-outcome-settled', {
    form,
    outcome: found ? 'created' : 'not-created',
    profileId: found?.id ?? null,
  });
  return found ? succeed(found, 200) : 'not-created';
}
