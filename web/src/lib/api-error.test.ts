import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, logUnexpectedFailure } from './api-error';

describe('logUnexpectedFailure', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('keeps a refusal the screen explains (4xx) out of the console', () => {
    logUnexpectedFailure('Brand create failed', new ApiError(409, 'CONFLICT', 'E-mail taken'));
    logUnexpectedFailure('Brand create failed', new ApiError(400, 'VALIDATION_ERROR', 'Bad field'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs a server error, a network failure and anything else', () => {
    const serverError = new ApiError(500, 'INTERNAL', 'Broke');
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Network error');
    const bug = new TypeError('x is undefined');
    for (const error of [serverError, offline, bug]) logUnexpectedFailure('Save failed', error);
    expect(consoleError.mock.calls).toEqual([
      ['Save failed', serverError],
      ['Save failed', offline],
      ['Save failed', bug],
    ]);
  });
});
