import { useEffect } from 'react';

export const APP_NAME = 'Potluck';

/**
 * "Sign in · Potluck": the tab title names the page, which screen readers announce on arrival.
 * `null` is the bare product name; `undefined` leaves the title to a page further down the tree.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
