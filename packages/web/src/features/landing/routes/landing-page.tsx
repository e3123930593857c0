import { InvitationOnlyLanding } from '@potluck/ui';
import { renderRouterLink } from '../../../lib/router-link';
import { usePageTitle } from '../../../lib/use-page-title';

/** Any unknown path: the platform is invitation-only, with a way to sign in (outside the shell). */
export function LandingPage() {
  usePageTitle(null);
  return <InvitationOnlyLanding signInHref="/login" renderLink={renderRouterLink} />;
}
