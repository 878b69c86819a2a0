/**
 * The outcome of every API call. Endpoint functions never throw: a failure (HTTP error, network,
 * abort, unreadable reply) is a value, and flash messages travel on both branches (contract §1.8).
 */
import type { AppError } from '../../events/app-error';
import type { FlashMessage } from '../../events/contract/errors';

export type Success<T> = { ok: true; value: T; status: number; flash: FlashMessage[] };
export type Failure = { ok: false; error: AppError; flash: FlashMessage[] };
export type Result<T> = Success<T> | Failure;

export const succeed = <T>(value: T, status: number, flash: FlashMessage[] = []): Success<T> => ({
  ok: true,
  value,
  status,
  flash,
});

export const failWith = (error: AppError, flash: FlashMessage[] = []): Failure => ({
  ok: false,
  error,
  flash,
});
