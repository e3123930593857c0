import { ActivityItem, Button, EmptyState, ErrorState, Skeleton, Stack } from '@potluck/ui';
import { Activity } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { renderRouterLink } from '../../../lib/router-link';
import { usePageTitle } from '../../../lib/use-page-title';
import { ACTIVITY_TEXT as T } from '../activity.texts';
import { useActivityFeed } from '../api/use-activity-feed';
import { useMarkSeen } from '../api/use-mark-seen';
import * as styles from '../components/activity.css';

/**
 * /activity: the feed, newest first and paged, with links to recipes and people. Once the first page is in, the
 * feed is marked seen: the sidebar's count drops to 0, while this visit still shows which items were new.
 */
export function ActivityPage() {
  usePageTitle(T.title);
  const feed = useActivityFeed();
  const markSeen = useMarkSeen();
  const marked = useRef(false);
  const first = feed.data?.[0];

  useEffect(() => {
    if (!first || marked.current) return;
    marked.current = true;
    markSeen().catch((error: unknown) => console.warn('Activity not marked seen', error));
  }, [first, markSeen]);

  const items = feed.data?.flatMap((page) => page.items) ?? [];
  const last = feed.data?.[feed.data.length - 1];
  const hasMore = !!last && last.offset + last.items.length < last.total;

  let content;
  if (feed.error && !feed.data) {
    content = <ErrorState title={T.loadFailed} onRetry={() => void feed.mutate()} retryLabel={T.tryAgain} />;
  } else if (!feed.data) {
    content = (
      <div className={styles.feed} role="status" aria-busy="true" aria-label="Loading activity">
        <Skeleton shape="rect" height={84} />
        <Skeleton shape="rect" height={84} />
        <Skeleton shape="rect" height={84} />
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<Activity size={28} />}
        title={T.empty}
        description={T.emptyHint}
        actions={
          <Button asChild>
            <Link to="/friends?tab=search">{T.findFriends}</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.feed} aria-label={T.feed}>
          {items.map((item) => (
            <ActivityItem key={item.id} item={item} renderLink={renderRouterLink} />
          ))}
        </ul>
        {hasMore ? (
          <div className={styles.more}>
            <Button variant="secondary" loading={feed.isValidating} onClick={() => void feed.setSize(feed.size + 1)}>
              {T.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Stack>
      <PageHeader title={T.title} description={T.description} />
      {content}
    </Stack>
  );
}
