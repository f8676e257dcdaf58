// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './single-flight';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('ignores a second call while the first one is in flight, and allows one after it succeeds', async () => {
    let flight = deferred();
    const send = vi.fn((_value: string) => flight.promise);
    const { result } = renderHook(() => useSingleFlight(send));
    result.current('first');
    result.current('second');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('first');
    flight.resolve();
    await flight.promise;
    flight = deferred();
    result.current('third');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('third');
  });

  it('allows a retry after the request fails', async () => {
    const flight = deferred();
    const send = vi.fn(() => flight.promise.catch(() => undefined));
    const { result } = renderHook(() => useSingleFlight(send));
    result.current();
    result.current();
    expect(send).toHaveBeenCalledTimes(1);
    flight.reject(new Error('network down'));
    await flight.promise.catch(() => undefined);
    await Promise.resolve();
    result.current();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ends the flight at once when the handler sends nothing (a validation failure)', () => {
    const validateOnly = vi.fn(() => undefined);
    const { result } = renderHook(() => useSingleFlight(validateOnly));
    result.current();
    result.current();
    expect(validateOnly).toHaveBeenCalledTimes(2);
  });

  it('ends the flight when the handler throws', () => {
    const boom = vi.fn(() => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => useSingleFlight(boom));
    expect(() => result.current()).toThrow('boom');
    expect(() => result.current()).toThrow('boom');
    expect(boom).toHaveBeenCalledTimes(2);
  });

  it('keeps the flight across re-renders', () => {
    const flight = deferred();
    const send = vi.fn(() => flight.promise);
    const { result, rerender } = renderHook(() => useSingleFlight(send));
    result.current();
    rerender();
    result.current();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
