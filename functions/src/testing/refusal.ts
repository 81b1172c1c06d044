import { expect } from 'vitest';
import { AppError } from '../lib/errors';

/** The AppError a service call refused with (the test fails if it succeeded or failed otherwise). */
export async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The AppError a synchronous check refused with. */
export function refusalOf(check: () => unknown): AppError {
  let error: unknown;
  try {
    check();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
