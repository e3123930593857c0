import type { CookingPreferences } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { profileKeys } from './keys';

/** GET /users/preferences: defaults until saved (spice tolerance 3). */
export function usePreferences() {
  return useSWR<CookingPreferences>(
    profileKeys.preferences,
    async () => (await api.profile.getPreferences()).cooking_preferences,
    freshFor('profile'),
  );
}
