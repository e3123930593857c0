import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { RenderLink } from '../link/link';
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
}

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
        const content = (
          <>
            <span className={styles.itemIcon} aria-hidden="true">
              {entry.icon}
            </span>
            {collapsed ? null : entry.label}
          </>
        );
        const element = entry.href ? (
          renderLink({
            href: entry.href,
            className: item({ collapsed }),
            children: content,
            ...(entry.id === activeId ? { 'aria-current': 'page' as const } : {}),
            ...(collapsed ? { 'aria-label': entry.label } : {}),
            ...(onNavigate ? { onClick: onNavigate } : {}),
          })
        ) : (
          <button
            type="button"
            className={item({ collapsed })}
            aria-label={collapsed ? entry.label : undefined}
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
              <Tooltip content={entry.label} side="right">
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
