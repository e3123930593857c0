import { Tabs, TabsContent, TabsList, TabsTrigger } from '@potluck/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../../../lib/page-header';
import { SystemSettingsPanel } from '../components/system-settings-panel';
import { UserManagementPanel } from '../../admin-users/components/user-management-panel';

/** /admin (admins only; the route guard shows Access Denied to everyone else). */
export function AdminPage() {
  usePageTitle('Admin Settings');
  return (
    <>
      <PageHeader title="Admin Settings" description="Settings that apply to everyone on this Potluck." />
      <Tabs defaultValue="system">
        <TabsList aria-label="Admin areas">
          <TabsTrigger value="system">System Settings</TabsTrigger>
          <TabsTrigger value="users">User Management</TabsTrigger>
        </TabsList>
        <TabsContent value="system">
          <SystemSettingsPanel />
        </TabsContent>
        <TabsContent value="users">
          <UserManagementPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
