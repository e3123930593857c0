import { VIEW_MODES, type ViewMode } from '@potluck/ui';
import { useCallback, useState } from 'react';
import { VIEW_MODE_STORAGE_KEY } from '../../../lib/storage-keys';

function readStored(): ViewMode {
  try {
    const value = localStorage.getItem(VIEW_MODE_STORAGE_KEY);
    return (VIEW_MODES as readonly string[]).includes(value ?? '') ? (value as ViewMode) : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered in this browser. */
export function useViewMode(): [ViewMode, (view: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(readStored);
  const change = useCallback((next: ViewMode) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode or a full quota: the choice lasts for this visit only.
    }
  }, []);
  return [view, change];
}
