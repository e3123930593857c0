import { ErrorState, ShoppingAnalytics, Skeleton } from '@potluck/ui';
import { ANALYTICS_DAYS, useShoppingAnalytics } from '../api/use-shopping-analytics';
import { SHOPPING_TEXT as T } from '../shopping.texts';

/** The Analytics tab (not on a phone): the last 30 days of shopping. */
export function AnalyticsTab() {
  const { data, error, mutate } = useShoppingAnalytics();
  if (error) return <ErrorState title={T.loadFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  if (!data) return <Skeleton shape="rect" height={240} />;
  return <ShoppingAnalytics analytics={data} days={ANALYTICS_DAYS} />;
}
