import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_CONTENT_ID = 'main-content';

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
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus({ preventScroll: false });
  }, [pathname]);

  return null;
}
