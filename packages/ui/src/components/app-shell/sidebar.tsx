import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, cx } from 'class-variance-authority';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { visuallyHidden } from '../../tokens/utilities.css';
import { BrandMark } from '../brand-mark/brand-mark';
import { IconButton } from '../icon-button/icon-button';
import { renderAnchor, type RenderLink } from '../link/link';
import { SidebarNavList, type SidebarNavItem } from './sidebar-nav';
import type { SidebarMode } from './sidebar-mode';
import * as styles from './sidebar.css';

const panel = cva(styles.panel, { variants: { mode: styles.width } });
const head = cva(styles.head, { variants: { collapsed: { true: styles.headCollapsed } } });

export interface SidebarProps {
  /** Main navigation (Home, Recipes, Friends, Shopping, Meal Plans, Activity, Admin Settings for admins). */
  items: readonly SidebarNavItem[];
  /** Bottom entries (Profile, Sign Out). */
  footerItems?: readonly SidebarNavItem[];
  /** Id of the current section, marked `aria-current="page"`. */
  activeId?: string;
  /** Docked open (320 px), docked collapsed (64 px), or a hidden overlay drawer. See `resolveSidebarMode`. */
  mode: SidebarMode;
  /** Overlay only: whether the drawer is showing. @default false */
  open?: boolean;
  /** Overlay only: closing by Escape, backdrop, close button or choosing an entry. */
  onOpenChange?: (open: boolean) => void;
  /** Desktop only: shows the collapse/expand button. */
  onToggleCollapsed?: () => void;
  /** Router link renderer. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** The navigation shell's sidebar. Presentational: the page owns the mode and open state. */
export function Sidebar({
  items,
  footerItems = [],
  activeId,
  mode,
  open = false,
  onOpenChange,
  onToggleCollapsed,
  renderLink = renderAnchor,
}: SidebarProps) {
  const collapsed = mode === 'collapsed';
  const close = mode === 'overlay' ? () => onOpenChange?.(false) : undefined;

  const body = (
    <>
      <div className={head({ collapsed })}>
        <BrandMark size="sm" showWordmark={!collapsed} />
        {mode === 'overlay' ? (
          <DialogPrimitive.Close asChild>
            <IconButton aria-label="Close navigation" icon={<X size={20} />} size="sm" />
          </DialogPrimitive.Close>
        ) : null}
        {onToggleCollapsed && mode !== 'overlay' ? (
          <IconButton
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            icon={collapsed ? <PanelLeftOpen size={20} /> : <PanelLeftClose size={20} />}
            size="sm"
            onClick={onToggleCollapsed}
          />
        ) : null}
      </div>
      <nav aria-label="Main" className={styles.nav}>
        <SidebarNavList
          items={items}
          activeId={activeId}
          collapsed={collapsed}
          renderLink={renderLink}
          className={styles.list}
          onNavigate={close}
        />
        {footerItems.length > 0 ? (
          <SidebarNavList
            items={footerItems}
            activeId={activeId}
            collapsed={collapsed}
            renderLink={renderLink}
            className={styles.footerList}
            onNavigate={close}
          />
        ) : null}
      </nav>
    </>
  );

  if (mode !== 'overlay') {
    return <aside className={cx(panel({ mode }), styles.docked)}>{body}</aside>;
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlayBackdrop} />
        <DialogPrimitive.Content className={cx(panel({ mode }), styles.overlayPanel)} aria-describedby={undefined}>
          <DialogPrimitive.Title className={visuallyHidden}>Navigation</DialogPrimitive.Title>
          {body}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
