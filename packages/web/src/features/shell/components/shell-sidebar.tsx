import { BrandMark, IconButton, Tooltip } from '@potluck/ui';
import { LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '../lib/nav-items';
import type { SidebarLayout } from '../lib/sidebar-state';
import { NavIcon } from './nav-icon';
import * as styles from './shell.css';

export const SIDEBAR_ID = 'app-sidebar';

export interface ShellSidebarProps {
  items: readonly NavItem[];
  layout: SidebarLayout;
  /** At desktop width: collapse to the rail or open again. */
  onToggle: () => void;
  /** Close an overlay (after following a link, or its close button). */
  onDismiss: () => void;
  onSignOut: () => void;
}

/** The navigation landmark: spec links in order, then Sign Out. Icons only on the 64 px rail. */
export function ShellSidebar({ items, layout, onToggle, onDismiss, onSignOut }: ShellSidebarProps) {
  const { presentation, expanded } = layout;
  const firstLink = useRef<HTMLAnchorElement>(null);
  const isOverlay = presentation === 'overlay';

  // An overlay takes focus so keyboard users land in what they just opened.
  useEffect(() => {
    if (isOverlay) firstLink.current?.focus();
  }, [isOverlay]);

  const withTooltip = (label: string, node: React.ReactElement) =>
    expanded ? node : <Tooltip content={label} side="right">{node}</Tooltip>;

  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Main"
      className={styles.sidebar}
      data-presentation={presentation}
      style={{ width: layout.width || undefined }}
    >
      <div className={styles.sidebarHead}>
        <BrandMark size="sm" showWordmark={expanded} />
        {presentation === 'docked' || presentation === 'rail' ? (
          <IconButton
            className={styles.desktopOnly}
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={expanded}
            aria-controls={SIDEBAR_ID}
            icon={expanded ? <PanelLeftClose size={20} /> : <PanelLeftOpen size={20} />}
            onClick={onToggle}
            size="sm"
          />
        ) : null}
        {isOverlay ? <IconButton aria-label="Close navigation" icon={<X size={20} />} onClick={onDismiss} size="sm" /> : null}
      </div>
      <ul className={styles.navList}>
        {items.map((item, index) => (
          <li key={item.to}>
            {withTooltip(
              item.label,
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={item.to}
                end={item.to === '/'}
                className={styles.navLink}
                onClick={onDismiss}
              >
                <NavIcon icon={item.icon} />
                <span className={expanded ? styles.navLabel : styles.navLabelHidden}>{item.label}</span>
              </NavLink>,
            )}
          </li>
        ))}
      </ul>
      <div className={styles.sidebarFoot}>
        {withTooltip(
          'Sign Out',
          <button type="button" className={styles.navLink} onClick={onSignOut}>
            <LogOut size={22} strokeWidth={1.9} aria-hidden="true" />
            <span className={expanded ? styles.navLabel : styles.navLabelHidden}>Sign Out</span>
          </button>,
        )}
      </div>
    </nav>
  );
}
