import { errorText } from '@potluck/api';
import { Card, ErrorState, Skeleton, SystemInfoPanel } from '@potluck/ui';
import { useSystemInfo } from '../api/use-system-info';

/** System Settings: version, database, storage, mail, AI and counts of this installation. */
export function SystemInfoCard() {
  const { data, error, mutate } = useSystemInfo();
  return (
    <Card padding="lg">
      {error && !data ? (
        <ErrorState
          title="System information could not be loaded"
          message={errorText(error, 'Please try again.')}
          onRetry={() => void mutate()}
          headingLevel="h2"
        />
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label="Loading system information">
          <Skeleton height={120} />
        </div>
      ) : (
        <SystemInfoPanel info={data} />
      )}
    </Card>
  );
}
