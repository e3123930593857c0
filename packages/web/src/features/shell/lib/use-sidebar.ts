import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialSidebarState,
  readDesktopOpen,
  shouldPersist,
  sidebarReducer,
  sidebarView,
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
 * The sidebar of the shell: follows the window width and stores desktop choices. The overlay's
 * Escape, backdrop and close button come from the ui Sidebar, which calls `dismiss`.
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

  const toggle = useCallback(() => apply({ type: 'toggle' }), [apply]);
  const dismiss = useCallback(() => apply({ type: 'dismiss' }), [apply]);

  return { state, view: sidebarView(state), toggle, dismiss };
}
