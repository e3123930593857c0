import { useEffect, useState } from 'react';

/**
 * A step counter that advances every `intervalMs` while not paused. Paused while the reader points at or
 * focuses the chips, so a chip never moves from under a click (WCAG 2.2.2 pause on moving content).
 */
export function useRotation(intervalMs: number, paused: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setStep((s) => s + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, paused]);
  return step;
}
