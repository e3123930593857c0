import type { RegisterInput, User } from '@potluck/api';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

const register = (_key: string, { arg }: { arg: RegisterInput }): Promise<User> => api.auth.register({ body: arg });

/** POST /auth/register — by invitation (invitation_token) or the legacy form (email). */
export function useRegister() {
  // Errors are shown by the form from `trigger`'s rejection; SWR must not also throw them.
  return useSWRMutation('/auth/register', register, { throwOnError: true });
}
