import { Card, EmptyState } from '@potluck/ui';
import { useAuth } from '../../../lib/auth/use-auth';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { AvatarSection } from '../components/avatar-section';
import * as styles from './profile-page.css';

/**
 * /profile. The avatar works now; the rest of the profile (tabs, cover, stats, preferences) arrives with
 * the profile release and says so instead of showing invented data.
 */
export function ProfilePage() {
  const { user } = useAuth();
  usePageTitle('Profile');
  return (
    <>
      <PageHeader title="Profile" />
      <div className={styles.page}>
        {user ? (
          <Card>
            <AvatarSection user={user} />
          </Card>
        ) : null}
        <EmptyState
          title="The rest of your profile is coming in the next release"
          description="You will edit your details, cover image and cooking preferences here."
        />
      </div>
    </>
  );
}
