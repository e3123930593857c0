import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialSidebarState,
  readDesktopOpen,
  shouldPersist,
  sidebarLayout,
  sidebarReducer,
  writeDesktopOpen,
  type SidebarAction,
} from './sidebar-state';

const safeStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The sidebar of the shell: follows the window width, stores desktop choices, and closes an
 * overlay on Escape. Navigation and backdrop clicks call `dismiss`.
 */
export function useSidebar(storage: Storage | undefined = safeStorage()) {
  const [state, dispatch] = useReducer(sidebarReducer, undefined, () =>
    initialSidebarState(window.innerWidth, readDesktopOpen(storage)),
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const apply = useCallback(
    (action: SidebarAction) => {
      const next = sidebarReducer(stateRef.current, action);
      if (shouldPersist(stateRef.current, next)) writeDesktopOpen(storage, next.desktopOpen);
      // Two clicks before a re-render must each see the other's result.
      stateRef.current = next;
      dispatch(action);
    },
    [storage],
  );

  useEffect(() => {
    const onResize = () => dispatch({ type: 'resize', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (!state.overlayOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.overlayOpen]);

  const toggle = useCallback(() => apply({ type: 'toggle' }), [apply]);
  const dismiss = useCallback(() => apply({ type: 'dismiss' }), [apply]);

  return { state, layout: sidebarLayout(state), toggle, dismiss };
}
