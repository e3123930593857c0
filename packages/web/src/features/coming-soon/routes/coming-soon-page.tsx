import { EmptyState } from '@potluck/ui';
import { useAuth } from '../../../lib/auth/use-auth';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { UPCOMING_AREAS, type UpcomingArea } from '../upcoming-areas';

/** A declared route whose feature arrives later: says so instead of showing invented data. */
export function ComingSoonPage({ area }: { area: UpcomingArea }) {
  const text = UPCOMING_AREAS[area];
  const { user } = useAuth();
  usePageTitle(text.title);
  const name = user?.first_name || user?.display_name || user?.username;
  const title = area === 'home' && name ? `Welcome, ${name}` : text.title;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={text.heading} description={text.description} />
    </>
  );
}
