import { endpoint } from '../endpoint';
import { updateMeSchema, userSchema } from './users.schemas';

export const usersContract = {
  updateMe: endpoint({
    method: 'PUT',
    path: '/users/me',
    summary: 'Update your own account',
    auth: true,
    body: updateMeSchema,
    responses: { 200: userSchema },
  }),
  /** Spec 001 §7: the profile's avatar upload (multipart field file); answers the user with the new avatar_url. */
  uploadProfileAvatar: endpoint({
    method: 'POST',
    path: '/users/profile/avatar',
    summary: 'Upload or replace your avatar (multipart: file); returns your account',
    auth: true,
    multipart: { file: 'file' },
    responses: { 200: userSchema },
  }),
};
