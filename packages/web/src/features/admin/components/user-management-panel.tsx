import { EmptyState } from '@potluck/ui';

/** User Management tab: honest about what is not built yet. */
export function UserManagementPanel() {
  return (
    <EmptyState
      title="User management is coming in a later release"
      description="Creating, editing, activating and deactivating accounts, and the list of invitations, will be managed here."
    />
  );
}
