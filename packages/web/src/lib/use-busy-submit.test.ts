import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBusySubmit } from './use-busy-submit';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useBusySubmit', () => {
  it('is busy while the request runs and ignores a second submit meanwhile', async () => {
    const request = deferred();
    const action = vi.fn(() => request.promise);
    const { result } = renderHook(() => useBusySubmit(action));
    const submitEvent = event();
    let first!: Promise<void>;
    act(() => void (first = result.current.submit(submitEvent)));
    expect(submitEvent.preventDefault).toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
    await act(() => result.current.submit(event()));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      request.resolve();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('sends nothing and stays idle when the action has nothing to send', async () => {
    const { result } = renderHook(() => useBusySubmit(() => null));
    await act(() => result.current.submit(event()));
    expect(result.current.busy).toBe(false);
  });

  it('ends busy after a failure without throwing (the caller has told it)', async () => {
    const request = deferred();
    const { result } = renderHook(() => useBusySubmit(() => request.promise));
    let pending!: Promise<void>;
    act(() => void (pending = result.current.submit(event())));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      request.reject(new Error('offline'));
      await pending;
    });
    expect(result.current.busy).toBe(false);
  });
});
