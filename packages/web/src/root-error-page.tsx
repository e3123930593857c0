import { ErrorFallback } from '@potluck/ui';
import { useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './lib/lazy-page';

/**
 * Last line of defence for errors outside the shell's own boundary (public pages, the shell
 * itself): 'Something went wrong' with Try Again (spec 000 §2). Loaded only when needed.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const retry = () => {
    // A chunk that failed to download stays failed in this page's memory: only a reload helps.
    if (isChunkLoadError(error)) window.location.reload();
    // Navigating to the same place clears the router's error and renders the route again.
    else void navigate('.', { replace: true });
  };
  return <ErrorFallback onRetry={retry} />;
}
