import { PREFERENCE_MESSAGES, errorText, type CookingPreferencesInput } from '@potluck/api';
import { CookingPreferencesPanel, ErrorState, Skeleton, useToast } from '@potluck/ui';
import { usePreferences } from '../api/use-preferences';

export interface CookingTabProps {
  onSave: (input: CookingPreferencesInput) => Promise<unknown>;
}

/** The cooking tab: your cooking preferences (GET/PUT /users/preferences) in view mode, then edit, save or cancel. */
export function CookingTab({ onSave }: CookingTabProps) {
  const { data, error, mutate } = usePreferences();
  const { toast } = useToast();
  if (error && !data) {
    return (
      <ErrorState
        title={PREFERENCE_MESSAGES.loadFailed}
        message={errorText(error, 'Please try again.')}
        onRetry={() => void mutate()}
        headingLevel="h2"
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading cooking preferences">
        <Skeleton height={160} />
      </div>
    );
  }
  return (
    <CookingPreferencesPanel
      preferences={data}
      onSave={async (input) => {
        try {
          await onSave(input);
          toast({ variant: 'success', title: 'Cooking preferences saved' });
        } catch (e) {
          toast({
            variant: 'error',
            title: 'Failed to save cooking preferences',
            description: errorText(e, 'Please try again.'),
          });
          throw e;
        }
      }}
    />
  );
}
