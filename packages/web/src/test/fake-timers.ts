import { act } from '@testing-library/react';
import { vi } from 'vitest';

// For tests that fake only the timers: React and the fetch stub still move on real (immediate) turns.

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Lets real turns pass until `check` stops throwing (or rethrows its last error after `turns`). */
export async function until(check: () => void, turns = 500) {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= turns) throw error;
      await act(turn);
    }
  }
}

/** Moves the fake clock on by `ms`, running what falls due inside act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
