import { Button, InvitationOnlyLanding } from '@potluck/ui';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

/** Any unknown path: the platform is invitation-only, with a way to sign in (outside the shell). */
export function LandingPage() {
  usePageTitle(null);
  return (
    <InvitationOnlyLanding
      signInAction={
        <Button asChild size="lg">
          <Link to="/login">Sign In</Link>
        </Button>
      }
    />
  );
}
