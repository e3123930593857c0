import { useCallback, useEffect, useRef, useState } from 'react';
import './print-page.css';

/** Timings of every print page (spec 000 §2 Print, 001 §2, §9). */
export const PRINT_TIMING = {
  /** Wait after the content is on screen before opening the print dialog. */
  autoPrintDelayMs: 1200,
  /** Wait after the window gets focus back (the dialog closed) before going back. */
  focusReturnDelayMs: 500,
} as const;

/**
 * Paper: US Letter with 0.5 inch margins (spec 000 §9, 001 §9), on white whatever the screen theme. The rule
 * every print page gets from ./print-page.css (loaded with this hook); kept as text for tests that check it.
 */
export const PRINT_PAGE_RULE =
  '@page { size: letter; margin: 0.5in; } @media print { html, body { background: #fff !important; } }';

/**
 * Opens the print dialog 1.2 s after `ready`, then calls `onDone` once: on `afterprint`, or 0.5 s
 * after the window has focus again (browsers without afterprint). If `window.print` throws (the automatic
 * call or the page's own Print button, `printNow`), `printFailed` lets the page point to the browser's own
 * Print command (whose afterprint still ends it).
 */
export function useAutoPrint(ready: boolean, onDone: () => void): { printFailed: boolean; printNow: () => void } {
  const [printFailed, setPrintFailed] = useState(false);
  const printNow = useCallback(() => {
    try {
      window.print();
    } catch (error) {
      console.warn('window.print failed', error);
      setPrintFailed(true);
    }
  }, []);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!ready) return;
    let finished = false;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current();
    };
    const onFocus = () => {
      clearTimeout(focusTimer);
      focusTimer = setTimeout(finish, PRINT_TIMING.focusReturnDelayMs);
    };
    window.addEventListener('afterprint', finish);
    const printTimer = setTimeout(() => {
      // Listen for the focus coming back only once the dialog has taken it.
      window.addEventListener('focus', onFocus);
      try {
        window.print();
      } catch (error) {
        console.warn('window.print failed', error);
        window.removeEventListener('focus', onFocus);
        setPrintFailed(true);
      }
    }, PRINT_TIMING.autoPrintDelayMs);
    return () => {
      clearTimeout(printTimer);
      clearTimeout(focusTimer);
      window.removeEventListener('afterprint', finish);
      window.removeEventListener('focus', onFocus);
    };
  }, [ready]);

  return { printFailed, printNow };
}
