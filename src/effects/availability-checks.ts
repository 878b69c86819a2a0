/**
 * The one way a value typed into a field is checked for availability with the provider (the login
 * at sign-up, a server name): a value is asked about only when it changed and its rule accepts it,
 * at most once per period (the first at once, the latest at the end of the period), and a newer
 * value drops the answer to an older one.
 */
import {
  EMPTY,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  from,
  map,
  pipe,
  switchMap,
  throttleTime,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import type { FieldStruct } from '../validation/field-rules';
import { ruleFailure } from '../validation/form-rules';

export interface AvailabilityCheck<R> {
  /** The field's rule: a value it refuses is not asked about. */
  rule: FieldStruct;
  /** At most one question per this many milliseconds. */
  periodMs: number;
  scheduler?: SchedulerLike | undefined;
  /** Asks the provider about the value (null: not now, nothing is asked). */
  ask(value: string): Promise<R> | null;
}

/** Trimmed values as they are typed → each value asked about, with the provider's answer. */
export function availabilityChecks<R>({
  rule,
  periodMs,
  scheduler,
  ask,
}: AvailabilityCheck<R>): OperatorFunction<string, { value: string; result: R }> {
  return pipe(
    distinctUntilChanged(),
    filter((value) => ruleFailure(value, rule) === null),
    throttleTime(periodMs, scheduler ?? asyncScheduler, { leading: true, trailing: true }),
    switchMap((value) => {
      const answer = ask(value);
      return answer === null ? EMPTY : from(answer).pipe(map((result) => ({ value, result })));
    }),
  );
}
