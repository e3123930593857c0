import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/** Lets ui components (which know no router) navigate in-app instead of reloading the page. */
export const renderRouterLink = ({ href, ...rest }: LinkRenderProps) => <Link to={href} {...rest} />;
