import { errorText } from '@potluck/api';
import { Card, Checkbox, ErrorState, Skeleton, useToast } from '@potluck/ui';
import { useSystemSettings } from '../api/use-system-settings';
import { useUpdateSystemSettings } from '../api/use-update-system-settings';

/** System Settings tab: open registration (working now) and the AI key (a later release). */
export function SystemSettingsPanel() {
  const { data, error, mutate } = useSystemSettings();
  const { update, isUpdating } = useUpdateSystemSettings();
  const { toast } = useToast();

  const setOpenRegistration = async (open: boolean) => {
    try {
      await update({ open_registration: open });
      toast({ variant: 'success', title: open ? 'Open registration is on' : 'Open registration is off' });
    } catch (e) {
      toast({ variant: 'error', title: 'The setting was not saved', description: errorText(e, 'Please try again.') });
    }
  };

  return (
    <>
      <Card>
        <h2>Registration</h2>
        {error && !data ? (
          <ErrorState title="Settings could not be loaded" message={errorText(error, 'Please try again.')} onRetry={() => void mutate()} />
        ) : !data ? (
          <Skeleton height={48} />
        ) : (
          <Checkbox
            label="Allow sign-up without an invitation"
            description="When on, anyone who can reach this site can create an account on the sign-up form. Potluck is invitation-only while this is off."
            checked={data.open_registration}
            disabled={isUpdating}
            onCheckedChange={(checked) => void setOpenRegistration(checked === true)}
          />
        )}
      </Card>
      <Card>
        <h2>AI provider key</h2>
        <p>
          Setting and testing the AI provider key arrives with the AI chef in a later release. Until then the AI features are
          not available.
        </p>
      </Card>
    </>
  );
}
