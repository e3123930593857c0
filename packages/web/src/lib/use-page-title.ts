import { useEffect } from 'react';

export const APP_NAME = 'Potluck';

/** "Sign in · Potluck": the tab title names the page, which screen readers announce on arrival. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
