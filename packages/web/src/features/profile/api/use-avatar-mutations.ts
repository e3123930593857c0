import { contract, type User } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth/use-session';

/**
 * Upload (POST /users/profile/avatar, multipart field file) and delete (DELETE /images/user/avatar) the
 * signed-in member's avatar. The cached user (GET /auth/me) is updated at once, so the top bar shows the
 * new avatar without waiting for a refetch.
 */
export function useAvatarMutations() {
  const { mutate } = useSWRConfig();
  return {
    async upload(file: File): Promise<User> {
      const form = new FormData();
      form.append('file', file, file.name);
      const user = await api.upload(contract.users.uploadProfileAvatar, { body: form });
      await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      return user;
    },
    async remove(): Promise<void> {
      await api.images.deleteAvatar();
      await mutate<User>(CURRENT_USER_KEY, (user) => (user ? { ...user, avatar_url: null } : user), {
        revalidate: false,
      });
    },
  };
}
