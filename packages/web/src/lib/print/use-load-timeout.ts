import { useCallback, useEffect, useState } from 'react';

/**
 * Gives up on a load: `timedOut` turns true once `waiting` has lasted `timeoutMs` (print pages: 30 s for a
 * recipe, 10 s for a shopping list). `restart` (Try Again) clears it, so the limit runs again from zero.
 */
export function useLoadTimeout(waiting: boolean, timeoutMs: number): { timedOut: boolean; restart: () => void } {
  const [timedOut, setTimedOut] = useState(false);
  const running = waiting && !timedOut;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [running, timeoutMs]);
  const restart = useCallback(() => setTimedOut(false), []);
  return { timedOut, restart };
}
