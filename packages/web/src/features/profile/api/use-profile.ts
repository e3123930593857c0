import type { Profile } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { profileKeys } from './keys';

/** GET /users/profile (cached 5 minutes, spec 001 §9). */
export function useProfile() {
  return useSWR<Profile>(profileKeys.profile, () => api.profile.get(), freshFor('profile'));
}
