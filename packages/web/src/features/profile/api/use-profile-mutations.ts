import {
  contract,
  type CookingPreferences,
  type CookingPreferencesInput,
  type Profile,
  type ProfileUpdateInput,
  type User,
} from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth/use-session';
import { profileKeys } from './keys';

/**
 * The profile's writes. Each answer (the whole profile) replaces the cached profile; the signed-in user (top bar)
 * takes the names, email and avatar from it without a refetch.
 */
export function useProfileMutations() {
  const { mutate } = useSWRConfig();
  const store = async (profile: Profile) => {
    await mutate(profileKeys.profile, profile, { revalidate: false });
    await mutate<User>(
      CURRENT_USER_KEY,
      (user) =>
        user && {
          ...user,
          email: profile.email,
          first_name: profile.first_name,
          last_name: profile.last_name,
          display_name: profile.display_name,
          avatar_url: profile.avatar_url,
        },
      { revalidate: false },
    );
    return profile;
  };
  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return form;
  };
  return {
    update: async (input: ProfileUpdateInput) => store(await api.profile.update({ body: input })),
    refreshStats: async () => store(await api.profile.updateStats()),
    uploadCover: async (file: File) => store(await api.upload(contract.profile.uploadCover, { body: upload(file) })),
    deleteCover: async () => store(await api.profile.deleteCover()),
    uploadAvatar: async (file: File) => {
      await api.upload(contract.users.uploadProfileAvatar, { body: upload(file) });
      return store(await api.profile.get());
    },
    deleteAvatar: async () => store(await api.profile.deleteAvatar()),
    savePreferences: async (input: CookingPreferencesInput): Promise<CookingPreferences> => {
      const saved = (await api.profile.updatePreferences({ body: { cooking_preferences: input } })).cooking_preferences;
      await mutate(profileKeys.preferences, saved, { revalidate: false });
      await mutate<Profile>(profileKeys.profile, (p) => p && { ...p, cooking_preferences: saved }, {
        revalidate: false,
      });
      return saved;
    },
  };
}
