import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { RenderLink } from '../link/link';
import { visuallyHidden } from '../../tokens/utilities.css';
import { Tooltip } from '../tooltip/tooltip';
import * as styles from './sidebar.css';

const item = cva(styles.item, { variants: { collapsed: { true: styles.itemCollapsed } } });

/** One sidebar entry: a route (`href`) or an action (`onSelect`, e.g. Sign Out). */
export interface SidebarNavItem {
  id: string;
  label: string;
  icon: ReactNode;
  href?: string;
  onSelect?: () => void;
  /** How many new things wait there (Activity): a count after the label, a dot when collapsed. */
  badge?: number;
}

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

interface SidebarNavListProps {
  items: readonly SidebarNavItem[];
  activeId?: string;
  collapsed: boolean;
  renderLink: RenderLink;
  className: string;
  /** Lets the overlay close itself after a choice. */
  onNavigate?: () => void;
}

export function SidebarNavList({ items, activeId, collapsed, renderLink, className, onNavigate }: SidebarNavListProps) {
  return (
    <ul className={className}>
      {items.map((entry) => {
        const badge = entry.badge && entry.badge > 0 ? entry.badge : 0;
        // Collapsed, the count is part of the entry's name ("Activity, 3 new"); expanded its text says it.
        const label = collapsed && badge ? `${entry.label}, ${badgeText(badge)} new` : entry.label;
        const content = (
          <>
            <span className={styles.itemIcon} aria-hidden="true">
              {entry.icon}
              {collapsed && badge ? <span className={styles.itemDot} /> : null}
            </span>
            {collapsed ? null : entry.label}
            {!collapsed && badge ? (
              <>
                {' '}
                <span className={styles.itemBadge}>
                  {badgeText(badge)}
                  <span className={visuallyHidden}> new</span>
                </span>
              </>
            ) : null}
          </>
        );
        const element = entry.href ? (
          renderLink({
            href: entry.href,
            className: item({ collapsed }),
            children: content,
            ...(entry.id === activeId ? { 'aria-current': 'page' as const } : {}),
            ...(collapsed ? { 'aria-label': label } : {}),
            ...(onNavigate ? { onClick: onNavigate } : {}),
          })
        ) : (
          <button
            type="button"
            className={item({ collapsed })}
            aria-label={collapsed ? label : undefined}
            onClick={() => {
              entry.onSelect?.();
              onNavigate?.();
            }}
          >
            {content}
          </button>
        );
        return (
          <li key={entry.id}>
            {collapsed ? (
              <Tooltip content={label} side="right">
                {element}
              </Tooltip>
            ) : (
              element
            )}
          </li>
        );
      })}
    </ul>
  );
}
