import { useRef } from 'react';

/**
 * Wraps a submit handler so a second call while the first is still in flight is ignored: a double
 * click or tap lands twice in one frame, before `loading` re-renders the button, and would send the
 * form twice. A ref, as state would lag the same frame behind.
 *
 * The flight lasts while the promise `fn` returns is pending (return the `mutateAsync` chain), and
 * ends at once when `fn` returns anything else, e.g. after a client-side validation failure, or
 * throws; a settled request (success or failure) allows the next attempt.
 */
export function useSingleFlight<TArgs extends unknown[]>(
  fn: (...args: TArgs) => unknown,
): (...args: TArgs) => void {
  const inFlight = useRef(false);
  return (...args: TArgs) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const land = () => {
      inFlight.current = false;
    };
    let result: unknown;
    try {
      result = fn(...args);
    } catch (error) {
      land();
      throw error;
    }
    if (result instanceof Promise) result.then(land, land);
    else land();
  };
}
