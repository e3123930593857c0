import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { cx } from 'class-variance-authority';
import { LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './view-toggle.css';

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

const options: Record<ViewMode, { label: string; icon: ReactNode }> = {
  grid: { label: 'Grid view', icon: <LayoutGrid size={18} /> },
  list: { label: 'List view', icon: <List size={18} /> },
};

export interface ViewToggleProps {
  value: ViewMode;
  onValueChange: (value: ViewMode) => void;
  /**
   * Show the words next to the icons.
   * @default false
   */
  showLabels?: boolean;
  /** Names the group for screen readers. @default 'Layout' */
  'aria-label'?: string;
  className?: string;
}

/** Grid or list switch for collections (recipes, meal plans, gallery). Always one choice on. */
export function ViewToggle({ value, onValueChange, showLabels = false, className, ...rest }: ViewToggleProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix sends '' when the active item is clicked again; a layout must stay chosen.
      onValueChange={(next) => next && onValueChange(next as ViewMode)}
      aria-label={rest['aria-label'] ?? 'Layout'}
      className={cx(styles.root, className)}
    >
      {VIEW_MODES.map((mode) => (
        <ToggleGroup.Item key={mode} value={mode} className={styles.item} aria-label={options[mode].label}>
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            {options[mode].icon}
          </span>
          {showLabels ? <span aria-hidden="true">{mode === 'grid' ? 'Grid' : 'List'}</span> : null}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
