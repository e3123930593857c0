import { EmptyState } from '@potluck/ui';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { UPCOMING_AREAS, type UpcomingArea } from '../upcoming-areas';

/** A declared route whose feature arrives later: says so instead of showing invented data. */
export function ComingSoonPage({ area }: { area: UpcomingArea }) {
  const text = UPCOMING_AREAS[area];
  usePageTitle(text.title);
  return (
    <>
      <PageHeader title={text.title} />
      <EmptyState title={text.heading} description={text.description} />
    </>
  );
}
