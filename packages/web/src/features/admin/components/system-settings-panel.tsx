import { errorText } from '@potluck/api';
import { Card, Checkbox, ErrorState, Skeleton, useToast } from '@potluck/ui';
import { useSystemSettings } from '../api/use-system-settings';
import { useUpdateSystemSettings } from '../api/use-update-system-settings';
import * as styles from './admin.css';
import { AiProviderCard } from './ai-provider-card';
import { AiUsageCard } from './ai-usage-card';
import { BackupsCard } from '../../backups/components/backups-card';
import { SystemInfoCard } from './system-info-card';

const HINT_ID = 'open-registration-hint';

/** System Settings tab: open registration, the AI provider key, what the AI cost, the system information, backups. */
export function SystemSettingsPanel() {
  const { data, error, mutate } = useSystemSettings();
  const { update, isUpdating } = useUpdateSystemSettings();
  const { toast } = useToast();

  const setOpenRegistration = async (open: boolean) => {
    try {
      await update({ open_registration: open });
      toast({
        variant: 'success',
        title: open ? 'Sign-up without an invitation is on' : 'Potluck is invitation-only again',
      });
    } catch (e) {
      toast({ variant: 'error', title: 'The setting was not saved', description: errorText(e, 'Please try again.') });
    }
  };

  return (
    <div className={styles.stack}>
      <Card asChild padding="lg">
        <section aria-labelledby="registration-heading">
          <h2 id="registration-heading" className={styles.cardTitle}>
            Registration
          </h2>
          {error && !data ? (
            <ErrorState
              title="Settings could not be loaded"
              message={errorText(error, 'Please try again.')}
              onRetry={() => void mutate()}
              headingLevel="h3"
            />
          ) : !data ? (
            <div role="status" aria-busy="true" aria-label="Loading settings">
              <Skeleton height={24} width="60%" />
            </div>
          ) : (
            <>
              <Checkbox
                label="Allow sign-up without an invitation"
                aria-describedby={HINT_ID}
                checked={data.open_registration}
                disabled={isUpdating}
                onCheckedChange={(checked) => void setOpenRegistration(checked === true)}
              />
              <p id={HINT_ID} className={styles.hint}>
                When this is on, anyone who can reach this site can create an account with the sign-up form. While it is
                off, Potluck is invitation-only.
              </p>
            </>
          )}
        </section>
      </Card>
      <AiProviderCard />
      <AiUsageCard />
      <SystemInfoCard />
      <BackupsCard />
    </div>
  );
}
