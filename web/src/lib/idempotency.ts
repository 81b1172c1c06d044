import { useRef } from 'react';

/**
 * One Idempotency-Key per user action, for the mutations that create something or act outside (an e-mail, a
 * payment, an invitation): the server answers a repeated key with the first answer instead of doing it twice.
 *
 * Wraps the mutation's function: the same variables sent again before the action succeeded (a re-click after a
 * network failure or a 5xx, a retry, a click while the first is still in flight) go with the same key; other
 * variables (the form was changed) get their own key, and once an action succeeded the next one, even with the same
 * variables, is a new action with a new key. Call it before useMutation, not inside its options: there TypeScript
 * would infer the answer from useMutation's context, as unknown.
 */
export function useIdempotentAction<Variables, Result>(
  action: (variables: Variables, idempotencyKey: string) => Promise<Result>,
): (variables: Variables) => Promise<Result> {
  const keys = useRef(new Map<string, string>());
  return async (variables) => {
    const request = JSON.stringify(variables) ?? '';
    let key = keys.current.get(request);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(request, key);
    }
    const result = await action(variables, key);
    keys.current.delete(request);
    return result;
  };
}
