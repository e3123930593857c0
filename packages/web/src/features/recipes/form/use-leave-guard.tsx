import { ConfirmDialog } from '@potluck/ui';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. Call `allowLeaving` just before navigating away
 * after a successful save.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes to this recipe have not been saved and will be lost."
      confirmLabel="Leave"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
    />
  );

  return {
    dialog,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
