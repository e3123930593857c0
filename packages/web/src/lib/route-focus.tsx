import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of the main landmark (the ui AppShell uses the same). */
export const MAIN_CONTENT_ID = 'main-content';

/** How long to wait for a lazily loaded page to put its <main> on screen. */
const WAIT_FOR_MAIN_MS = 3000;

function focusMain(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return false;
  // Landmarks are not focusable by default; -1 makes them a focus target without a tab stop.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  return true;
}

/**
 * After an in-app navigation, move keyboard and screen-reader focus to the main landmark, as a
 * full page load would. The first render is left alone so the browser's own focus start applies,
 * and query-only changes (filters, tabs kept in the address) do not steal focus from a control.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (focusMain()) return;
    // The next page is still downloading: focus its <main> as soon as it appears.
    const observer = new MutationObserver(() => {
      if (focusMain()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_MAIN_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
