import type { ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  /** Runs on click before navigation (e.g. to close an overlay). */
  onClick?: () => void;
}

/**
 * Renders a navigation link. The web app passes one that returns its router's `<Link>`, so ui
 * components navigate without importing a router.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** Plain `<a>`: full page loads, fine for stories and for apps without a client router. */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
