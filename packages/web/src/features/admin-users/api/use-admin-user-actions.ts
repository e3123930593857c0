import type { AdminCreateUserInput, AdminUpdateUserInput, AdminUser, Invitation } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { ADMIN_USERS_PREFIX, adminUserKeys } from './keys';

/** Create, edit, deactivate and activate members; each write refreshes the lists and the counts. */
export function useAdminUserActions() {
  const { mutate } = useSWRConfig();
  const refresh = async <T>(result: T): Promise<T> => {
    await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_USERS_PREFIX));
    return result;
  };
  return {
    create: async (input: AdminCreateUserInput): Promise<AdminUser> =>
      refresh(await api.adminUsers.create({ body: input })),
    update: async (id: number, input: AdminUpdateUserInput): Promise<AdminUser> =>
      refresh(await api.adminUsers.update({ params: { id }, body: input })),
    deactivate: async (id: number): Promise<AdminUser> => refresh(await api.adminUsers.deactivate({ params: { id } })),
    activate: async (id: number): Promise<AdminUser> => refresh(await api.adminUsers.activate({ params: { id } })),
    resendInvitation: async (invitation: Invitation): Promise<Invitation> => {
      const sent = await api.invitations.resend({ params: { id: invitation.id } });
      await mutate(adminUserKeys.invitations);
      return sent;
    },
  };
}
